// Every table of the app, one export per module's schema file, so drizzle-kit sees them all.
export * from './auth-schema';
export * from './billing-schema';
export * from './admin-schema';
export * from './sync-schema';
export * from './security-schema';
export * from './calendar-schema';
export * from './agents-schema';
export * from './snapshot-schema';
export * from './background-schema';
export * from './avatar-schema';
