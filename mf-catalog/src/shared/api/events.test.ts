import { configureApiClients } from '@kaver/shared-contracts';
import { fetchPlaceEvents } from './events';

const event = (id: number, placeId: number) => ({
  id,
  slug: `e-${id}`,
  title: `Событие ${id}`,
  place: { id: placeId },
});

describe('events of a place', () => {
  let urls: string[];

  beforeEach(() => {
    urls = [];
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
      urls.push(String(url));
      // jsdom has no Response class: just what the client reads.
      const page = { items: [event(1, 7), event(2, 7)], page: 1, per_page: 12, total: 2, total_pages: 1 };
      return {
        status: 200,
        headers: { get: () => 'application/json' },
        text: async () => JSON.stringify(page),
      } as unknown as Response;
    }) as typeof fetch;
    configureApiClients({ apiHost: 'http://api.test' });
  });

  it('asks the API for the current events held there (id_place) and shows its answer as is', async () => {
    const items = await fetchPlaceEvents('kazan', 7);
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/kaver/web/v1/events');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      city: 'kazan',
      id_place: '7',
      page: '1',
      per_page: '12',
      show_past: '0',
    });
    expect(items.map((item) => item.id)).toEqual([1, 2]);
  });
});
