export { WIDGET_ERROR, WIDGET_LOAD_ERROR } from './lib/checkout-widget';
export { focusedElement } from './lib/focus-back';
export { PAYMENT_STATUS_TEXT } from './lib/status-text';
export {
  $busy,
  $purchaseUnderWay,
  $selectedPlanId,
  $step,
  $viewFocusDue,
  offerClosed,
  offerDeclined,
  offerOpened,
  PAGE_OFFER_SOURCE,
  type PurchaseStep,
  planSelected,
  purchaseRequested,
  viewFocused,
} from './model';
export { EmailForm } from './ui/email-form';
export { PaymentProgress } from './ui/payment-progress';
export { PaymentResult } from './ui/payment-result';
export { PurchaseButton } from './ui/purchase-button';
export { PurchaseNotice } from './ui/purchase-notice';
