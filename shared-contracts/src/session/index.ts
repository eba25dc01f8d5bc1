export * from './cookies';
export {
  clearTokensFx,
  loadSessionFx,
  readTokenCookieFx,
  revokeSessionFx,
  sessionStarted,
  storeTokensFx,
} from './model';
export * from './social-return';
