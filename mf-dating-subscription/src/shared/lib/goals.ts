import type { Goal } from '@kaver/shared-contracts';

/** SPEC.md 4 'Paywall goals': a subscribe button that leads to the purchase page. */
export const SUBSCRIBE_PAGE_GOAL = 'переход на страницу оформления подписки';
/** SPEC.md 4 'Paywall goals': a click on an app store button, with the platform. */
export const STORE_BUTTON_GOAL = 'главная: нажал кнопку стора';
/** The offer modal was shown (with its variant and source). */
export const OFFER_OPENED_GOAL = 'open-popup-podpiska';
/** The API granted premium for a checked payment (SPEC.md 4 'Purchase flow': "record a goal"). */
export const PURCHASE_GOAL = 'uspeshnaya-oplata-podpiski';

export type StorePlatform = 'iOS' | 'Android' | 'RuStore';

/** The goal of a click on a store badge. */
export function storeButtonGoal(platform: StorePlatform): Goal {
  return { name: STORE_BUTTON_GOAL, params: { platform } };
}
