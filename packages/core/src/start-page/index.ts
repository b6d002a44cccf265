export * from './greeting';
export * from './day-focus';
export * from './contrast';
export * from './backgrounds';
export * from './photos';
export * from './start-page-section';
export * from './background-choice';
export * from './background-upload';
