export * from './one-tap';
export * from './redirect-return';
export * from './sign-in';
