export * from './auth/auth-messages';
export * from './auth/credentials';
export * from './auth/failure-limiter';
export * from './auth/display-name';
export * from './mail/parse-eml';
