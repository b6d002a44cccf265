export * from './volumes';
export * from './book-table';
export * from './book-names';
export * from './scripture-reference';
export * from './scripture-schema';
export * from './scripture-messages';
export * from './scripture-section';
export * from './daily-verses';
