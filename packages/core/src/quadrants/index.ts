export * from './quadrants';
