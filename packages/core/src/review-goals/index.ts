export * from './review-goals-section';
export * from './review-schedule';
export * from './carousel';
export * from './markdown-text';
