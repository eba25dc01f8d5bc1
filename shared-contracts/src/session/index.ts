export type { SessionAnswer } from './api';
export * from './cookies';
export { detectSessionFx, loadSessionFx, revokeSessionFx, sessionStarted } from './model';
export * from './social-return';
