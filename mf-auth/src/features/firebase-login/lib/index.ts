export * from './firebase-errors';
export * from './firebase-sdk';
export * from './providers';
