export * from './non-negotiables-section';
export * from './day-key';
export * from './daily-completion';
export * from './streak-stats';
export * from './icon-catalogue';
export * from './item-editing';
export * from './tile-columns';
