import {
  $runtimeConfig,
  configureApiClients,
  loadApiClients,
  type TokenResponse,
} from '@kaver/shared-contracts';
import MockAdapter from 'axios-mock-adapter';
import { allSettled, fork } from 'effector';
import { loginModalOpened, tokensObtained } from '../../../shared/model';
import type { TelegramWidgetUser } from '../lib';
import {
  $telegramButtonState,
  $telegramError,
  $widgetLoaded,
  loadWidgetFx,
  telegramAuthFx,
  telegramClicked,
  telegramLoginFx,
} from './model';

const telegram = {
  botName: 'kaver_bot',
  botId: 123456,
  widgetUrl: 'https://telegram.org/js/telegram-widget.js?22',
};
const user: TelegramWidgetUser = {
  id: 42,
  first_name: 'Анна',
  auth_date: 1_700_000_000,
  hash: 'f'.repeat(64),
};
const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 1, refreshExpiresIn: 1, isNewUser: false };

function setup(
  auth: () => Promise<TelegramWidgetUser | null>,
  load: () => Promise<void> = async () => undefined,
) {
  const calls: string[] = [];
  const obtained: TokenResponse[] = [];
  const scope = fork({
    values: [[$runtimeConfig, { telegram }]],
    handlers: [
      [
        loadWidgetFx,
        async () => {
          calls.push('load');
          return load();
        },
      ],
      [
        telegramAuthFx,
        async ({ botId }: { botId: number }) => {
          calls.push(`auth:${botId}`);
          return auth();
        },
      ],
      [
        telegramLoginFx,
        async ({ id }: TelegramWidgetUser) => {
          calls.push(`api:${id}`);
          return tokens;
        },
      ],
    ],
  });
  const stop = tokensObtained.watch((value) => obtained.push(value));
  return { scope, calls, obtained, stop };
}

describe('Telegram sign-in', () => {
  it('stays disabled until the widget script has loaded; a click before does nothing', async () => {
    const { scope, calls, stop } = setup(async () => user);
    expect(scope.getState($widgetLoaded)).toBe(false);
    await allSettled(telegramClicked, { scope });
    expect(calls).toEqual([]);
    await allSettled(loginModalOpened, { scope, params: {} });
    expect(scope.getState($widgetLoaded)).toBe(true);
    stop();
  });

  it("shows loading on click and sends the widget's user object to the API", async () => {
    let finish: (value: TelegramWidgetUser) => void = () => undefined;
    const { scope, calls, obtained, stop } = setup(() => new Promise((resolve) => (finish = resolve)));
    await allSettled(loginModalOpened, { scope, params: {} });
    const running = allSettled(telegramClicked, { scope });
    expect(scope.getState($telegramButtonState)).toBe('loading');
    finish(user);
    await running;
    expect(calls).toEqual(['load', 'auth:123456', 'api:42']);
    expect(obtained).toEqual([tokens]);
    stop();
  });

  it('a closed Telegram window returns the button to idle', async () => {
    const { scope, calls, stop } = setup(async () => null);
    await allSettled(loginModalOpened, { scope, params: {} });
    await allSettled(telegramClicked, { scope });
    expect(calls).toEqual(['load', 'auth:123456']);
    expect(scope.getState($telegramButtonState)).toBe('idle');
    expect(scope.getState($telegramError)).toBeNull();
    stop();
  });

  it('says when the widget script could not load', async () => {
    const { scope, stop } = setup(
      async () => user,
      async () => Promise.reject(new Error('blocked')),
    );
    await allSettled(loginModalOpened, { scope, params: {} });
    expect(scope.getState($widgetLoaded)).toBe(false);
    expect(scope.getState($telegramError)).toMatch(/Не удалось загрузить виджет Telegram/);
    stop();
  });

  it('sends every field exactly as Telegram signed it (snake_case) to POST /auth/social', async () => {
    configureApiClients({ apiHost: 'https://api.kaver.test' });
    const clients = await loadApiClients();
    const api = new MockAdapter(clients.web);
    api.onPost('/auth/social').reply(200, { access_token: 'a', refresh_token: 'r', is_new_user: false });
    try {
      const result = await telegramLoginFx({
        ...user,
        photo_url: 'https://t.me/i/a.jpg',
        allows_write_to_pm: 1,
      });
      expect(result.accessToken).toBe('a');
      expect(api.history.post).toHaveLength(1);
      expect(clients.web.getUri(api.history.post[0])).toBe('https://api.kaver.test/kaver/web/v1/auth/social');
      expect(JSON.parse(api.history.post[0]!.data)).toEqual({
        source_auth: 'tg',
        data: { ...user, photo_url: 'https://t.me/i/a.jpg', allows_write_to_pm: 1 },
      });
    } finally {
      api.restore();
    }
  });
});
