export { CancelModal, CONFIRM_LABEL, KEEP_LABEL } from './cancel-modal';
