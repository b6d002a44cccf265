export * from './fuzzy-score';
export * from './recent-choices';
