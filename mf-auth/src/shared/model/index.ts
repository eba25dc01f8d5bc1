export * from './login-lifecycle';
export * from './sign-in-in-progress';
