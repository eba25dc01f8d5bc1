import { API_URL } from '../support/ports';

const WEB = `${API_URL}/kaver/web/v1`;

/** Reads the seeded catalog through the API, so tests pick real slugs instead of guessing them. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${WEB}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The API's answer about one event (`GET /events/{slug}`), as page.route matches a request's URL. */
export const isOneEventCall = (url: URL) =>
  url.href.startsWith(`${WEB}/events/`) && /\/events\/[^/]+$/.test(url.pathname);

/** A day in Moscow as the API reads dates ('28.11.2026'), `days` from today. */
export const moscowDay = (days: number) =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));

/** Today in Moscow as the API reads dates ('28.11.2026'). */
export const moscowToday = () => moscowDay(0);

/**
 * The API's total for what /moscow/events lists with these filters and no date chosen: its window starts today
 * (mf-catalog's eventsQueryOf), so that «Показывать уже идущие» adds what began before.
 */
export const moscowEventsTotal = async (query: string) =>
  (await api<{ total: number }>(`/events?city=moscow&per_page=1&date_start=${moscowToday()}&${query}`)).total;

export interface ApiEvent {
  id: number;
  slug: string;
  title: string;
  images: { preview: string }[];
  favorites_cnt: number;
}

/** An event of the city with a gallery of several pictures and similar events. */
export async function eventWithGallery(city = 'moscow'): Promise<ApiEvent> {
  const page = await api<{ items: ApiEvent[] }>(`/events?city=${city}&per_page=30`);
  for (const event of page.items) {
    if (event.images.length < 2) continue;
    const similar = await api<{ total: number }>(`/events/${event.id}/similar?city=${city}`);
    if (similar.total > 0) return event;
  }
  throw new Error('no event with a gallery and similar events in the seed');
}

export interface PageKind {
  kind: string;
  path: string;
  /** Structured data the first HTML must hold. */
  jsonLd?: string[];
  /** Whether the first HTML must hold a <time datetime>. */
  time?: boolean;
}

interface Slugged {
  slug: string;
}

/** Slugs of the seeded catalog that the page kinds' addresses need. */
export interface SeededSlugs {
  event: string;
  place: string;
  article: string;
  guide: string;
  list: string;
}

let seeded: Promise<SeededSlugs> | null = null;

/** Read once per test worker from the seeded API. */
export function seededSlugs(): Promise<SeededSlugs> {
  seeded ??= (async () => {
    const event = await eventWithGallery();
    const places = await api<{ items: Slugged[] }>('/places?city=moscow&per_page=1');
    const articles = await api<{ items: Slugged[] }>('/articles?per_page=1');
    const guides = await api<{ items: Slugged[] }>('/guides?per_page=1');
    const collections = await api<Slugged[]>('/collections?city=moscow');
    const place = places.items[0]?.slug;
    const article = articles.items[0]?.slug;
    const guide = guides.items[0]?.slug;
    const list = collections[0]?.slug;
    if (!place || !article || !guide || !list)
      throw new Error('the seed lacks a place, article, guide or list');
    return { event: event.slug, place, article, guide, list };
  })();
  return seeded;
}

/** Every public page kind of SPEC.md 2.1, its address made from the seeded slugs. */
export const PAGE_KINDS: (Omit<PageKind, 'path'> & { path: (slugs: SeededSlugs) => string })[] = [
  { kind: 'home', path: () => '/' },
  { kind: 'city', path: () => '/moscow' },
  { kind: 'events', path: () => '/moscow/events' },
  { kind: 'events, a later page with filters', path: () => '/moscow/events?past=1&page=2' },
  {
    kind: 'event',
    path: ({ event }) => `/moscow/events/${event}`,
    jsonLd: ['Event', 'BreadcrumbList'],
    time: true,
  },
  { kind: 'places', path: () => '/moscow/places' },
  {
    kind: 'place',
    path: ({ place }) => `/moscow/places/${place}`,
    jsonLd: ['Place', 'BreadcrumbList'],
    time: true,
  },
  { kind: 'listing', path: () => '/moscow/events/listings/concerts', jsonLd: ['ItemList'] },
  { kind: 'listing with category and time', path: () => '/moscow/events/listings/nightlife/dj-sets/weekend' },
  { kind: 'list', path: ({ list }) => `/moscow/events/lists/${list}` },
  { kind: 'blog', path: () => '/blog' },
  { kind: 'city blog', path: () => '/moscow/blog' },
  { kind: 'article', path: ({ article }) => `/blog/${article}` },
  { kind: 'city weekend article', path: () => '/blog/moscow-weekend' },
  { kind: 'guide', path: ({ guide }) => `/guides/${guide}` },
  {
    kind: 'search',
    path: () => '/moscow/search?q=%D0%B4%D0%B6%D0%B0%D0%B7',
    jsonLd: ['BreadcrumbList', 'ItemList'],
  },
  { kind: 'search without a query', path: () => '/moscow/search', jsonLd: ['BreadcrumbList'] },
  { kind: 'documents', path: () => '/documents', jsonLd: ['BreadcrumbList'] },
  { kind: 'document', path: () => '/documents/privacy-policy', jsonLd: ['BreadcrumbList'] },
  { kind: 'about', path: () => '/about', jsonLd: ['BreadcrumbList'] },
  { kind: 'events bot', path: () => '/events-bot', jsonLd: ['BreadcrumbList'] },
  { kind: 'moodboard', path: () => '/moodboard', jsonLd: ['ItemList'] },
  { kind: 'subscription', path: () => '/subscription', jsonLd: ['BreadcrumbList'] },
  { kind: 'community', path: () => '/community', jsonLd: ['BreadcrumbList'] },
  { kind: 'account deleting', path: () => '/services/account-deleting', jsonLd: ['BreadcrumbList'] },
];

/** One address of every public page kind of SPEC.md 2.1, with real slugs from the seeded API. */
export async function pageKinds(): Promise<PageKind[]> {
  const slugs = await seededSlugs();
  return PAGE_KINDS.map((kind) => ({ ...kind, path: kind.path(slugs) }));
}
