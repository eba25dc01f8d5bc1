export { AccountDeletingPage } from './account-deleting-page';
export { accountDeletingStarted } from './model';
