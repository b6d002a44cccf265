export * from './time-audit-constants';
export * from './time-audit-section';
export * from './interval';
export * from './task-name';
export * from './schedule';
export * from './entries';
export * from './suggestions';
export * from './csv-rows';
