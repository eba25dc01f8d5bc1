export * from './runtime-config';
export * from './validate';
