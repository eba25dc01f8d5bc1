export * from './lib/code';
