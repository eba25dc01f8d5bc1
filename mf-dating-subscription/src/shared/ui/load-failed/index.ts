export { LoadFailed, RETRY_LABEL } from './load-failed';
