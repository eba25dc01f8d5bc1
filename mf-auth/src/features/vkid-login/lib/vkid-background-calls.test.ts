import { loadVkId } from './vkid-sdk';

const config = { appId: 51000001, redirectUrl: 'https://kaver.ru/' };
const oneTapHandlers = {
  onLoad: () => undefined,
  onError: () => undefined,
  onNotAuthorized: () => undefined,
  onLogin: () => undefined,
  onRedirect: () => undefined,
};
/**
 * The SDK sends its statistics from a 0 ms timer. A rejection nobody handles that comes meanwhile fails the test
 * it comes in (Jest 30 reports it as the test's error, 'TypeError: Failed to fetch').
 */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

// loadVkId keeps the SDK's background calls quiet (vkid-background-calls.ts); an SDK that moves them fails here.
describe('VK ID unreachable: the real @vkid/sdk with every fetch failing', () => {
  const realFetch = globalThis.fetch;
  let fetched: string[];
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    fetched = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      fetched.push(String(url));
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    consoleError.mockRestore();
  });

  it('Config.init and the one-tap widget: their statistics and tracker calls fail, nothing unhandled or logged', async () => {
    const vk = await loadVkId(config);
    const container = document.body.appendChild(document.createElement('div'));
    const close = vk.renderOneTap(container, oneTapHandlers);
    await settled();
    close();
    container.remove();

    expect(fetched).toEqual(
      expect.arrayContaining([
        'https://id.vk.ru/vkid_sdk_get_config?app_id=51000001',
        'https://id.vk.ru/stat_events_vkid_sdk?app_id=51000001',
      ]),
    );
    // The SDK's own catch of the tracker's call logged the TypeError (with getTrackerId in its stack).
    expect(consoleError).not.toHaveBeenCalled();
  });
});
