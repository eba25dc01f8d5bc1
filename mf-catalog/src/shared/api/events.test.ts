import { type ApiClients, configureApiClients, loadApiClients } from '@kaver/shared-contracts';
import MockAdapter from 'axios-mock-adapter';
import { fetchEvents } from './events';
import { fetchPlaceEvents } from './place';

const event = (id: number, placeId: number) => ({
  id,
  slug: `e-${id}`,
  title: `Событие ${id}`,
  place: { id: placeId },
});

describe('events calls', () => {
  let clients: ApiClients;
  let api: MockAdapter;
  const sentUrl = (index: number) => new URL(clients.web.getUri(api.history.get[index])!);

  beforeAll(async () => {
    configureApiClients({ apiHost: 'http://api.test' });
    clients = await loadApiClients();
    api = new MockAdapter(clients.web);
  });

  beforeEach(() => {
    api.reset();
    clients.clearEventCache();
    const page = { items: [event(1, 7), event(2, 7)], page: 1, per_page: 12, total: 2, total_pages: 1 };
    api.onGet('/events').reply(200, page);
  });
  afterAll(() => api.restore());

  it('asks the API for the current events held at a place (id_place) and shows its answer as is', async () => {
    const items = await fetchPlaceEvents('kazan', 7);
    expect(sentUrl(0).pathname).toBe('/kaver/web/v1/events');
    expect(Object.fromEntries(sentUrl(0).searchParams)).toMatchObject({
      city: 'kazan',
      id_place: '7',
      page: '1',
      per_page: '12',
      show_past: '0',
    });
    expect(items.items.map((item) => item.id)).toEqual([1, 2]);
  });

  it('sends every unset filter as null, as SPEC.md 7.1 lists them', async () => {
    const page = await fetchEvents({ city: 'moscow', categories: [3, 5] });
    expect(Object.fromEntries(sentUrl(0).searchParams)).toEqual({
      city: 'moscow',
      page: '1',
      per_page: '6',
      date_start: 'null',
      date_end: 'null',
      time_start: 'null',
      time_end: 'null',
      cost_start: 'null',
      cost_end: 'null',
      id_age: 'null',
      id_collection: 'null',
      categories: '3,5',
      show_past: '0',
    });
    expect(page.perPage).toBe(12);
  });
});
