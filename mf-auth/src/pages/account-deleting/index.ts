export { AccountDeletingPage } from './account-deleting-page';
