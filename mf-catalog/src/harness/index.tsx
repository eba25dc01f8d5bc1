import { type City, DEFAULT_CITY, type RouteMatch } from '@kaver/shared-contracts';
import { type HarnessParcel, startHarness } from '../../../scripts/harness/harness';
import articlePage from '../app/parcels/article-page';
import blogPage from '../app/parcels/blog-page';
import cityPage from '../app/parcels/city-page';
import documentsPage from '../app/parcels/documents-page';
import eventPage from '../app/parcels/event-page';
import eventsPage from '../app/parcels/events-page';
import favouritesBlock from '../app/parcels/favourites-block';
import followsBlock from '../app/parcels/follows-block';
import guidePage from '../app/parcels/guide-page';
import homePage from '../app/parcels/home-page';
import infoPage from '../app/parcels/info-page';
import listingPage from '../app/parcels/listing-page';
import moodboardPage from '../app/parcels/moodboard-page';
import placePage from '../app/parcels/place-page';
import placesPage from '../app/parcels/places-page';
import searchPage from '../app/parcels/search-page';
import suggestionPage from '../app/parcels/suggestion-page';

const city: City = DEFAULT_CITY;
const route = (
  name: RouteMatch['name'],
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
) => ({ route: { name, path, params, query }, city, routeCity: params.city ? city : null });

const page = (id: string, title: string, config: HarnessParcel['config'], props: object): HarnessParcel => ({
  id,
  title,
  kind: 'page',
  config,
  props,
});

// Example props use slugs of the API's seed (moscow).
startHarness({
  remote: 'mf_catalog',
  parcels: [
    page('home-page', 'Главная: выбор города', homePage, route('home', '/')),
    page('city-page', 'Город', cityPage, route('city', '/moscow', { city: 'moscow' })),
    page(
      'events-page',
      'Афиша с фильтрами',
      eventsPage,
      route('city-events', '/moscow/events', { city: 'moscow' }, { date: 'weekend', page: '1' }),
    ),
    page(
      'event-page',
      'Событие',
      eventPage,
      route('city-event', '/moscow/events/vystavka-pustoe-prostranstvo-moscow-32', {
        city: 'moscow',
        slug: 'vystavka-pustoe-prostranstvo-moscow-32',
      }),
    ),
    page(
      'listing-page',
      'Листинг: категория и выходные',
      listingPage,
      route('city-listing-category-time', '/moscow/events/listings/concerts/concerts/weekend', {
        city: 'moscow',
        slug: 'concerts',
        category: 'concerts',
        time: 'weekend',
      }),
    ),
    page(
      'list-page',
      'Список редакции',
      listingPage,
      route('city-list', '/moscow/events/lists/besplatno', { city: 'moscow', slug: 'besplatno' }),
    ),
    page(
      'places-page',
      'Места',
      placesPage,
      route('city-places', '/moscow/places', { city: 'moscow' }, { category: 'bar' }),
    ),
    page(
      'place-page',
      'Место',
      placePage,
      route('city-place', '/moscow/places/moscow-bar-cherdak', {
        city: 'moscow',
        slug: 'moscow-bar-cherdak',
      }),
    ),
    page('blog-page', 'Журнал', blogPage, route('blog', '/blog')),
    page(
      'article-page',
      'Статья',
      articlePage,
      route('blog-article', '/blog/moscow-svidanie', { slug: 'moscow-svidanie' }),
    ),
    page(
      'weekend-page',
      'Выходные в городе',
      articlePage,
      route('blog-city-weekend', '/blog/moscow-weekend', { city: 'moscow' }),
    ),
    page(
      'guide-page',
      'Гид',
      guidePage,
      route('guide', '/guides/pushkinskaya-karta', { slug: 'pushkinskaya-karta' }),
    ),
    page(
      'suggestion-page',
      'Подборка бота',
      suggestionPage,
      route('suggestion', '/suggestions/1', { id: '1' }),
    ),
    page(
      'search-page',
      'Поиск',
      searchPage,
      route('city-search', '/moscow/search', { city: 'moscow' }, { q: 'бар' }),
    ),
    page(
      'documents-page',
      'Документ',
      documentsPage,
      route('document', '/documents/politika-konfidentsialnosti', {
        document: 'politika-konfidentsialnosti',
      }),
    ),
    page('info-page', 'Куда сходить (playground)', infoPage, route('playground', '/playground')),
    page('moodboard-page', 'Мудборд', moodboardPage, route('moodboard', '/moodboard')),
    {
      id: 'favourites-block',
      title: 'Избранное (профиль)',
      kind: 'block',
      config: favouritesBlock,
      props: { kind: 'events' },
    },
    {
      id: 'follows-block',
      title: 'Подписки на места (профиль)',
      kind: 'block',
      config: followsBlock,
      props: { part: 'places' },
    },
  ],
});
