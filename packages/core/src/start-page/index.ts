export * from './greeting';
export * from './day-focus';
export * from './contrast';
export * from './backgrounds';
