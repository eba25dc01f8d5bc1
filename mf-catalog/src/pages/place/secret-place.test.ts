// A secret place as the API sends it to a visitor without premium (api/src/catalog/secret-places.ts): the page's
// head, its structured data and the map show nothing the API left out, and the page is never indexed.
import { $session, ApiError, CITIES, pageMetaChanged, type Session } from '@kaver/shared-contracts';
import { allSettled, createEvent, createWatch, fork } from 'effector';
import { locatedOnly } from '../../features/places-map/located';
import { errorText } from '../../shared/lib/api-errors';
import { eventJsonLd } from '../../shared/lib/json-ld-entities';
import { place, placeEvents, placeMeta, placeRefreshFx, placeStarted } from './model';
import { concealedSecretPlace as concealed, openSecretPlace as open } from './secret-place-fixture';

const moscow = CITIES[0]!;
const path = `/moscow/places/${open.slug}`;

describe('a secret place without premium', () => {
  it('gets a head that says what it is, is never indexed, and carries no address in its structured data', () => {
    const meta = placeMeta(moscow, concealed);
    expect(meta.title).toBe(`${open.title} — секретное место, Москва | Kaver`);
    expect(meta.robots).toBe('noindex, follow');
    const text = JSON.stringify(meta);
    expect(text).not.toContain('Покровка');
    expect(text).not.toContain('GeoCoordinates');
    expect(text).not.toContain('+7 (900)');
  });

  it('with premium, keeps its address, coordinates and phone in the head', () => {
    const text = JSON.stringify(placeMeta(moscow, open));
    expect(text).toContain('Покровка');
    expect(text).toContain('GeoCoordinates');
    expect(text).toContain('+7 (900) 100-20-30');
  });

  it('is left off the map, and an event there is located by its city only', () => {
    expect(locatedOnly([open, concealed]).map((place) => place.coordinates)).toEqual([open.coordinates]);
    const event = {
      id: 1,
      slug: 'vecher',
      city: 'moscow',
      title: 'Вечер во дворе',
      shortDescription: 'Тихий вечер.',
      description: '',
      dateStart: '',
      dateEnd: '',
      startsAt: '2026-11-22T19:00:00+03:00',
      endsAt: '2026-11-22T21:00:00+03:00',
      place: concealed,
      address: '',
      price: { min: 0, max: 0, isFree: true, text: 'Бесплатно' },
      ageRating: { id: 1, title: '0+', minAge: 0 },
      image: '/e.jpg',
      images: [],
      eventTypes: [],
      isFavorite: 0 as const,
      favoritesCnt: 0,
    };
    const location = eventJsonLd(event, 'Москва', '/moscow/events/vecher').location;
    expect(location).toEqual({
      '@type': 'Place',
      name: open.title,
      address: { '@type': 'PostalAddress', addressLocality: 'Москва', addressCountry: 'RU' },
    });
  });
});

describe('errorText', () => {
  it('tells the general rate limit with when to try again', () => {
    const limited = new ApiError({
      status: 429,
      code: 'rate_limited',
      message: 'x',
      method: 'GET',
      url: '/search',
      retryAfter: 40,
    });
    expect(errorText(limited)).toBe('Слишком много запросов. Попробуй через 40 секунд');
  });
});

describe('a secret place for a subscriber', () => {
  it('the public page brought its teaser: once a session has come, the place is asked for again', async () => {
    const sessionCame = createEvent<Session>();
    $session.on(sessionCame, (_, session) => session);
    const asked: unknown[] = [];
    const params = { city: moscow, slug: open.slug, path };
    const scope = fork({
      values: [
        [place.$data, concealed],
        [place.$params, params],
        [place.$status, 'ready'],
      ],
      handlers: [
        [
          placeRefreshFx,
          async (request: unknown) => {
            asked.push(request);
            return open;
          },
        ],
      ],
    });
    const subscriber: Session = {
      status: 'authenticated',
      user: null,
      subscription: { isSubscriptionPaid: true } as Session['subscription'],
    };
    const heads: { title: string; robots?: string }[] = [];
    const unwatch = createWatch({ unit: pageMetaChanged, fn: (meta) => heads.push(meta), scope });
    await allSettled(sessionCame, { scope, params: subscriber });
    unwatch();
    expect(asked).toEqual([params]);
    expect(scope.getState(place.$data)).toEqual(open);
    // The head follows: the place's own title, no longer the teaser's noindex.
    expect(heads).toHaveLength(1);
    expect(heads[0]!.title).not.toContain('секретное место');
    expect(heads[0]!.robots).not.toBe('noindex, follow');
  });
});

describe('a place reached by its id', () => {
  it("names its own address, the slug's, in its canonical link and structured data", async () => {
    const metas: { canonicalPath?: string; jsonLd?: unknown }[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({
      handlers: [
        [place.fx, async () => open],
        [placeEvents.fx, async () => ({ items: [], page: 1, perPage: 12, total: 0, totalPages: 0 })],
      ],
    });
    const route = { name: 'city-place' as const, path: '/moscow/places/7', params: { slug: '7' }, query: {} };
    await allSettled(placeStarted, { scope, params: { city: moscow, routeCity: moscow, route } });
    unwatch();
    expect(metas).toHaveLength(1);
    expect(metas[0]!.canonicalPath).toBe(path);
    const urls = JSON.stringify(metas[0]!.jsonLd).match(/https?:\/\/[^"]+\/places\/[^"]*/g);
    expect(urls).toEqual([
      expect.stringMatching(new RegExp(`${path}$`)),
      expect.stringMatching(new RegExp(`${path}$`)),
    ]);
  });
});
