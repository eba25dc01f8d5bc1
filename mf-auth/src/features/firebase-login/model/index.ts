export * from './redirect-return';
export * from './sign-in';
