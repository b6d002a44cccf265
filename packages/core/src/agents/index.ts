export * from './agent-model';
export * from './agents-section';
export * from './form-validation';
export * from './agent-response';
export * from './agent-request';
export * from './agent-editor';
