export * from './error-text';
export * from './random';
export * from './social-return';
export * from './wait';
