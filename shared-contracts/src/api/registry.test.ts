// The browser set-up: one configuration from the runtime config, credentials from the session on the bus.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createEvent } from 'effector';
import { $accessToken } from '../bus/session';
import { apiClients, configureApiClients, loadApiClients } from './registry';

function recordingAdapter() {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: '{"ok_flag":1}', status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, sent };
}

const tokenSet = createEvent<string | null>();
$accessToken.on(tokenSet, (_, token) => token);
afterEach(() => tokenSet(null));

describe('configureApiClients', () => {
  it('works on the page origin with an empty host', async () => {
    const { adapter, sent } = recordingAdapter();
    configureApiClients({ apiHost: '' }, { adapter });
    const { data } = await apiClients().web.get('/subscriptions', { params: { perPage: 20 } });
    expect((await loadApiClients()).web.getUri(sent[0])).toBe('/kaver/web/v1/subscriptions?per_page=20');
    expect(data).toEqual({ okFlag: 1 });
  });

  it('sends the session’s access token, read on every call', async () => {
    const { adapter, sent } = recordingAdapter();
    configureApiClients({ apiHost: 'https://api.kaver.test' }, { adapter });
    await apiClients().web.get('/profile/-1');
    tokenSet('tok-9');
    await apiClients().web.get('/profile/-1');
    await apiClients().auth.post('/');
    expect(sent.map((config) => config.headers.get('access_token') ?? null)).toEqual([null, 'tok-9', null]);
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
