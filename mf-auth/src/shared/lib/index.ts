export * from './error-text';
export * from './random';
export * from './social-return';
export * from './use-focus-trap';
export * from './wait';
