export { $isDeleted, deleteReset } from './model';
export { DeleteAccount } from './ui/delete-account';
