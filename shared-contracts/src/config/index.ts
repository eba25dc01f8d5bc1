export * from './app-stores';
export * from './runtime-config';
export * from './validate';
