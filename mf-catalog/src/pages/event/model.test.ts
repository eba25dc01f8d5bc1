import { ApiError, CITIES, type Event, pageErrorRaised, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { articles, event, eventPageOpened, similar } from './model';

const moscow = CITIES[0]!;
const sample: Event = {
  id: 5,
  slug: 'stendap-moscow-5',
  city: 'moscow',
  title: 'Большой стендап',
  shortDescription: 'Новая программа.',
  description: '<p>Новая программа.</p>',
  dateStart: '22.11.2026 19:00',
  dateEnd: '22.11.2026 21:00',
  startsAt: '2026-11-22T19:00:00+03:00',
  endsAt: '2026-11-22T21:00:00+03:00',
  place: {
    id: 1,
    slug: 'bar',
    title: 'Бар «Ласточка»',
    category: { slug: 'bar', title: 'Бар' },
    address: 'ул. Пушкина, 93',
    coordinates: { latitude: 55.7, longitude: 37.6 },
    image: '/p.svg',
  },
  address: 'ул. Пушкина, 93',
  price: { min: 500, max: 900, isFree: false, text: 'от 500 ₽' },
  ageRating: { id: 5, title: '18+', minAge: 18 },
  image: '/e.svg',
  images: [{ preview: '/e.svg' }],
  eventTypes: [{ id: 1, title: 'Стендап' }],
  isFavorite: 0,
  favoritesCnt: 2,
};

const params = { city: moscow, slug: sample.slug, path: `/moscow/events/${sample.slug}` };

describe('event page model', () => {
  test('an unknown slug raises the 404 page with the path', async () => {
    const errors: unknown[] = [];
    const unwatch = pageErrorRaised.watch((error) => errors.push(error));
    const scope = fork({
      handlers: [
        [
          event.fx,
          async () => {
            throw new ApiError({
              status: 404,
              code: 'event_not_found',
              message: 'Event Not Found',
              method: 'GET',
              url: '',
            });
          },
        ],
      ],
    });
    await allSettled(eventPageOpened, {
      scope,
      params: { ...params, slug: 'nope', path: '/moscow/events/nope' },
    });
    unwatch();
    expect(errors).toEqual([{ statusCode: 404, message: 'Page Not Found: /moscow/events/nope' }]);
  });

  test('a network failure is an error state, not a 404', async () => {
    const errors: unknown[] = [];
    const unwatch = pageErrorRaised.watch((error) => errors.push(error));
    const scope = fork({
      handlers: [
        [
          event.fx,
          async () => {
            throw new ApiError({
              status: 0,
              code: 'network_error',
              message: 'x',
              isNetworkError: true,
              method: 'GET',
              url: '',
            });
          },
        ],
      ],
    });
    await allSettled(eventPageOpened, { scope, params });
    unwatch();
    expect(errors).toEqual([]);
    expect(scope.getState(event.$status)).toBe('error');
  });

  test('a loaded event sends its meta with Event and BreadcrumbList data, then loads similar events and articles', async () => {
    const metas: { title: string; jsonLd?: unknown }[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const similarCalls: unknown[] = [];
    const scope = fork({
      handlers: [
        [event.fx, async () => sample],
        [
          similar.fx,
          async (p: unknown) => {
            similarCalls.push(p);
            return { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };
          },
        ],
        [articles.fx, async () => ({ items: [], page: 1, perPage: 50, total: 0, totalPages: 0 })],
      ],
    });
    await allSettled(eventPageOpened, { scope, params });
    unwatch();
    expect(similarCalls).toEqual([{ city: moscow, id: 5 }]);
    expect(metas).toHaveLength(1);
    expect(metas[0]!.title).toBe('Большой стендап — Москва, 22 ноября 2026 | Kaver');
    const [ld, crumbs] = metas[0]!.jsonLd as Record<string, Record<string, unknown>>[];
    expect(ld).toMatchObject({
      '@type': 'Event',
      startDate: '2026-11-22T19:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        address: { '@type': 'PostalAddress', streetAddress: 'ул. Пушкина, 93', addressLocality: 'Москва' },
      },
      offers: { priceCurrency: 'RUB', price: 500 },
    });
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement).toHaveLength(4);
  });
});
