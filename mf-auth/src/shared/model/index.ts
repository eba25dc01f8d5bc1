export * from './login-lifecycle';
