// The clients on the browser's transport (axios' XMLHttpRequest adapter, here jsdom's) against a local server:
// what a browser really sends, which the node-side tests cannot show.
import { createApiClients } from './clients';
import { localTestServer } from './test-server';

const server = localTestServer();

function clients() {
  return createApiClients({ apiHost: server.origin }, { requestHeaders: () => ({ access_token: 'tok-1' }) });
}

describe('in the browser', () => {
  it('sends a POST without a body with no Content-Type, and custom headers as given', async () => {
    const { auth, web } = clients();
    await auth.post('/', null, { headers: { auth_type: 1, phone: '89991234567' } });
    await web.post('/events/1/subscribe');
    await web.delete('/events/1/subscribe', { data: null });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /kaver/auth/',
      'POST /kaver/web/v1/events/1/subscribe',
      'DELETE /kaver/web/v1/events/1/subscribe',
    ]);
    for (const request of server.requests) expect(request.headers).not.toHaveProperty('content-type');
    expect(server.requests[0]!.headers).toMatchObject({ auth_type: '1', phone: '89991234567' });
    expect(server.requests[0]!.headers).not.toHaveProperty('access_token');
    expect(server.requests[1]!.headers.access_token).toBe('tok-1');
  });

  it('sends JSON bodies and query strings in snake_case and reads answers in camelCase', async () => {
    server.reply({ body: { is_favorite: 1, favorites_cnt: 3 } });
    const { data } = await clients().web.put(
      '/user',
      { firstName: 'Анна', idCity: 1 },
      { params: { perPage: 6, categories: null } },
    );
    expect(data).toEqual({ isFavorite: 1, favoritesCnt: 3 });
    expect(server.requests[0]).toMatchObject({
      url: '/kaver/web/v1/user?per_page=6&categories=null',
      body: { first_name: 'Анна', id_city: 1 },
    });
    expect(server.requests[0]!.headers['content-type']).toMatch(/^application\/json/);
  });
});
