export * from './bookmark-limits';
export * from './bookmark-url';
export * from './bookmarks-section';
export * from './link-draft';
export * from './ordering';
export * from './period-view';
export * from './periods';
export * from './visible-links';
