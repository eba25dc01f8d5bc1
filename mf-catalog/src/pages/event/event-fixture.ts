// The event of the event page's tests: as the API sends it, and as the page's load makes it (its dates in words).
import type { Event } from '@kaver/shared-contracts';
import type { EventPageData } from './model';

export const sampleEvent: Event = {
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

/** What the page's load makes of it: the dates in words. */
export const loadedEvent: EventPageData = {
  ...sampleEvent,
  dates: { start: '22 ноября 2026', end: null, time: '19:00–21:00' },
};

export const emptyPage = { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };
