export { $isDeleted } from './model';
export { DeleteAccount } from './ui/delete-account';
