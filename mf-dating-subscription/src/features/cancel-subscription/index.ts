export {
  $cancelError,
  $cancellableId,
  $cancelPending,
  CANCEL_MODAL_ID,
  cancelConfirmed,
  cancelDismissed,
  cancelOpened,
} from './model';
