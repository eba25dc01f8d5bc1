export * from './app-scope';
