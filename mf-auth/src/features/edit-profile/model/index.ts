export * from './model';
export * from './validate';
