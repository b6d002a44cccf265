export * from './csv-cell';
