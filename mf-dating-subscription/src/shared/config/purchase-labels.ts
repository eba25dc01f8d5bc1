// Button texts of SPEC.md 2.6, used by the purchase flow and by the paywalls, which only link to it: kept here so
// that a paywall does not load the purchase flow with them.
export const PURCHASE_LABEL = 'Оформить подписку';
export const CARD_PURCHASE_LABEL = 'Оформить';
