export { loadScript } from '@kaver/shared-contracts/ui';
export { isValidEmail } from './email';
export {
  OFFER_OPENED_GOAL,
  PURCHASE_GOAL,
  STORE_BUTTON_GOAL,
  type StorePlatform,
  SUBSCRIBE_PAGE_GOAL,
  storeButtonGoal,
} from './goals';
export { paywallHref, SUBSCRIPTION_PATH } from './utm';
