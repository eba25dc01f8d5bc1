export { errorHeading } from './error-heading';
export { ErrorPage } from './error-page';
export { ErrorScreen } from './error-screen';
