export { Dialog, type DialogProps } from './dialog';
export { useDialogKeys } from './use-dialog-keys';
