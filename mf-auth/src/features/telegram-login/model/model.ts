import type { TelegramAuthData, TokenResponse } from '@kaver/shared-contracts';
import { camelKeys } from '@kaver/shared-contracts/http';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { socialLogin } from '../../../shared/api';
import { $telegramConfig, type TelegramConfig } from '../../../shared/config';
import { socialErrorText } from '../../../shared/lib';
import {
  $signInInProgress,
  type IdpButtonState,
  idpButtonState,
  loginModalOpened,
  loginModalReset,
  signInStarted,
  signInStopped,
  tokensObtained,
} from '../../../shared/model';
import { loadTelegramWidget, MESSENGER_NAME, type TelegramWidgetUser, telegramAuth } from '../lib';

export const telegramClicked = createEvent<void>();

export const loadWidgetFx = createEffect<TelegramConfig, void>((config) =>
  loadTelegramWidget(config.widgetUrl),
);
export const telegramAuthFx = createEffect<TelegramConfig, TelegramWidgetUser | null>((config) =>
  telegramAuth(config.botId),
);
/** Every field exactly as Telegram signed it: the API rebuilds the check string from them. */
export const telegramLoginFx = createEffect<TelegramWidgetUser, TokenResponse>((user) =>
  socialLogin({ sourceAuth: 'tg', data: camelKeys<TelegramAuthData>(user) }),
);

export const $widgetLoaded = createStore(false).on(loadWidgetFx.done, () => true);
/**
 * SPEC.md 4 'Messenger button': disabled while its widget script loads, then enabled; a click shows loading.
 * Disabled too while another sign-in is under way.
 */
export const $telegramButtonState = combine(
  $signInInProgress,
  $widgetLoaded,
  (inProgress, loaded): IdpButtonState => (loaded ? idpButtonState(inProgress, 'telegram') : 'disabled'),
);
export const $telegramError = createStore<string | null>(null)
  .on(telegramClicked, () => null)
  .reset(loginModalReset);

sample({
  clock: loginModalOpened,
  source: { config: $telegramConfig, loaded: $widgetLoaded },
  filter: ({ config, loaded }) => config !== null && !loaded,
  fn: ({ config }) => config as TelegramConfig,
  target: loadWidgetFx,
});
sample({
  clock: loadWidgetFx.fail,
  fn: () => `Не удалось загрузить виджет ${MESSENGER_NAME}. Обнови страницу, чтобы попробовать снова.`,
  target: $telegramError,
});

sample({
  clock: telegramClicked,
  source: { config: $telegramConfig, loaded: $widgetLoaded, inProgress: $signInInProgress },
  filter: ({ config, loaded, inProgress }) => config !== null && loaded && inProgress === null,
  fn: ({ config }) => config as TelegramConfig,
  target: telegramAuthFx,
});
sample({ clock: telegramAuthFx, fn: () => 'telegram' as const, target: signInStarted });
// null: the person closed Telegram's window; the button is simply idle again.
sample({
  clock: telegramAuthFx.doneData,
  filter: (user) => user === null,
  fn: () => 'telegram' as const,
  target: signInStopped,
});
sample({
  clock: [telegramAuthFx.fail, telegramLoginFx.fail],
  fn: () => 'telegram' as const,
  target: signInStopped,
});
sample({
  clock: telegramAuthFx.doneData,
  filter: (user): user is TelegramWidgetUser => user !== null,
  target: telegramLoginFx,
});
sample({ clock: telegramLoginFx.doneData, target: tokensObtained });
sample({
  clock: [telegramAuthFx.failData, telegramLoginFx.failData],
  fn: (error: unknown) => `Произошла ошибка при входе через ${MESSENGER_NAME}: ${socialErrorText(error)}`,
  target: $telegramError,
});
