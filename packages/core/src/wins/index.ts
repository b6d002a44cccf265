export * from './wins-section';
export * from './win-rules';
