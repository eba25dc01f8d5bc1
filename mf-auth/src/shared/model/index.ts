export * from './login-lifecycle';
export * from './session-loading';
export * from './sign-in-in-progress';
