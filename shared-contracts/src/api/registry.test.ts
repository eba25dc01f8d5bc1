// The browser set-up: one configuration from the runtime config, the session's cookies sent and refreshed.
import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { sessionExpired } from '../bus/session';
import { apiClients, configureApiClients, loadApiClients } from './registry';

function recordingAdapter() {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: '{"ok_flag":1}', status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, sent };
}

describe('configureApiClients', () => {
  it('works on the page origin with an empty host', async () => {
    const { adapter, sent } = recordingAdapter();
    configureApiClients({ apiHost: '' }, { adapter });
    const { data } = await apiClients().web.get('/subscriptions', { params: { perPage: 20 } });
    expect((await loadApiClients()).web.getUri(sent[0])).toBe('/kaver/web/v1/subscriptions?per_page=20');
    expect(data).toEqual({ okFlag: 1 });
  });

  it('sends the session cookies (withCredentials) and no token header from the browser', async () => {
    const { adapter, sent } = recordingAdapter();
    configureApiClients({ apiHost: 'https://api.kaver.test' }, { adapter });
    await apiClients().web.get('/profile/-1');
    await apiClients().auth.post('/');
    expect(sent.map((config) => config.withCredentials)).toEqual([true, true]);
    expect(sent.map((config) => config.headers.get('access_token') ?? null)).toEqual([null, null]);
  });

  it('sends the headers a server passes, read on every call, never on auth', async () => {
    const { adapter, sent } = recordingAdapter();
    let token = 'tok-1';
    configureApiClients(
      { apiHost: 'https://api.kaver.test' },
      { adapter, refreshSession: false, requestHeaders: () => ({ access_token: token }) },
    );
    await apiClients().web.get('/profile/-1');
    token = 'tok-9';
    await apiClients().mobile.get('/purchase/subscription/status');
    await apiClients().auth.post('/');
    expect(sent.map((config) => config.headers.get('access_token') ?? null)).toEqual([
      'tok-1',
      'tok-9',
      null,
    ]);
  });

  it('replaces the clients when configured again', async () => {
    configureApiClients({ apiHost: 'https://a.test' });
    const first = await loadApiClients();
    configureApiClients({ apiHost: 'https://b.test' });
    const second = await loadApiClients();
    expect(second).not.toBe(first);
    expect(second.web.defaults.baseURL).toBe('https://b.test/kaver/web/v1');
  });

  it('loads axios and the interceptors only with the first call, once', async () => {
    const { adapter, sent } = recordingAdapter();
    configureApiClients({ apiHost: 'https://api.kaver.test' }, { adapter });
    const clients = await Promise.all([loadApiClients(), loadApiClients()]);
    expect(clients[0]).toBe(clients[1]);
    await apiClients().mobile.get('/events');
    expect(sent).toHaveLength(1);
  });
});

describe('the browser’s session refresh', () => {
  /** Answers 401 to the first call of each path, 200 after, and `refresh` to every refresh call. */
  function sessionAdapter(refresh: number) {
    const sent: string[] = [];
    const failedOnce = new Set<string>();
    const adapter: AxiosAdapter = async (config) => {
      const url = config.url ?? '';
      sent.push(url);
      const status = url === '/token/refresh' ? refresh : failedOnce.has(url) ? 200 : 401;
      failedOnce.add(url);
      const answer = { data: '{}', status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, answer);
      return answer;
    };
    return { adapter, sent };
  }

  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the API's signed_in cookie.
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
  });

  it('renews the cookies with the refresh call and sends the call again', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'signed_in=1; Path=/';
    const { adapter, sent } = sessionAdapter(200);
    configureApiClients({ apiHost: 'https://api.kaver.test' }, { adapter });
    await apiClients().web.get('/profile/-1');
    expect(sent).toEqual(['/profile/-1', '/token/refresh', '/profile/-1']);
  });

  it('ends the session (sessionExpired) when the refresh is refused', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'signed_in=1; Path=/';
    const { adapter, sent } = sessionAdapter(401);
    const expired = jest.fn();
    const unwatch = sessionExpired.watch(expired);
    configureApiClients({ apiHost: 'https://api.kaver.test' }, { adapter });
    await expect(apiClients().web.get('/profile/-1')).rejects.toMatchObject({ status: 401 });
    unwatch();
    expect(sent).toEqual(['/profile/-1', '/token/refresh']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not try without a session (no signed_in cookie)', async () => {
    const { adapter, sent } = sessionAdapter(200);
    const expired = jest.fn();
    const unwatch = sessionExpired.watch(expired);
    configureApiClients({ apiHost: 'https://api.kaver.test' }, { adapter });
    await expect(apiClients().web.post('/events/1/subscribe')).rejects.toMatchObject({ status: 401 });
    unwatch();
    expect(sent).toEqual(['/events/1/subscribe']);
    expect(expired).not.toHaveBeenCalled();
  });
});
