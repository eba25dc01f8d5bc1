export * from './cookies';
export { clearTokensFx, loadSessionFx, revokeSessionFx, sessionStarted, storeTokensFx } from './model';
export * from './social-return';
