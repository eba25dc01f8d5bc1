// GET /sitemap.xml (on the API root, not under a base): the public pages of the site as a sitemaps.org
// urlset on SITE_URL. The site's pages (SPEC.md 2.1) of the open cities only: closed ones are 'скоро' in the
// city selector (SPEC.md 2.7: greyed out, no link); their pages are served but say 'noindex, follow' (the
// catalog's cityRobots), and robots.txt leaves them crawlable so that the directive is read. Secret places (subscribers only) and ended events are left out. Built from the database at
// most once per SITEMAP_TTL_MS per process.
import { createSingleFlight } from '@kaver/shared-contracts/cache';
import { CITIES, DOCUMENTS, isOpenCity, listingsForCity } from '@kaver/shared-contracts/data';
import type { FastifyInstance } from 'fastify';
import { weekendArticleSlug } from '../catalog/cities';
import { notEnded } from '../catalog/event-filters';
import type { AppContext } from '../context';
import type { Db } from '../db/connect';
import { formatIsoInZone } from '../lib/dates';

/** sitemaps.org: one file holds at most 50 000 URLs (beyond that a sitemap index is needed). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_TTL_MS = 5 * 60_000;

const SITE_PAGES = ['/', '/about', '/blog', '/events-bot', '/community', '/subscription', '/documents'];

export interface SitemapEntry {
  /** Path segments, e.g. ['moscow', 'events', 'jazz-1']; [] is the home page. */
  path: string[];
  /** Written as the Moscow calendar day, the date the site shows (published_at). */
  lastmod?: Date;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

/** The urlset document; entries with the same path after the first are dropped. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const path = `/${entry.path.map(encodeURIComponent).join('/')}`;
    if (seen.has(path)) continue;
    seen.add(path);
    const lastmod = entry.lastmod
      ? `<lastmod>${formatIsoInZone('Europe/Moscow', entry.lastmod).slice(0, 10)}</lastmod>`
      : '';
    urls.push(`<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Every page of the sitemap, city by city, then articles and guides. */
export async function sitemapEntries(db: Db, now: Date): Promise<SitemapEntry[]> {
  const open = CITIES.filter(isOpenCity);
  const openIds = open.map((city) => city.id);
  const [events, places, collections, articles] = await Promise.all([
    db
      .selectFrom('events')
      .select(['cityId', 'slug'])
      .where('cityId', 'in', openIds)
      .where(notEnded(now))
      .orderBy('startsAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('places')
      .select(['cityId', 'slug'])
      .where('cityId', 'in', openIds)
      .where('isSecret', '=', false)
      .orderBy('id')
      .execute(),
    // Lists (collections) with current events in the city, as GET /collections answers them.
    db
      .selectFrom('collections')
      .innerJoin('collectionEvents', 'collectionEvents.collectionId', 'collections.id')
      .innerJoin('events', 'events.id', 'collectionEvents.eventId')
      .select(['events.cityId', 'collections.slug'])
      .where('events.cityId', 'in', openIds)
      .where(notEnded(now))
      .groupBy(['events.cityId', 'collections.id', 'collections.slug'])
      .orderBy('collections.id')
      .execute(),
    db
      .selectFrom('articles')
      .select(['kind', 'slug', 'publishedAt'])
      .where((eb) => eb.or([eb('cityId', 'is', null), eb('cityId', 'in', openIds)]))
      .orderBy('publishedAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const ofCity = <T extends { cityId: number }>(rows: T[], cityId: number) =>
    rows.filter((row) => row.cityId === cityId);

  return [
    ...SITE_PAGES.map((path) => ({ path: segments(path) })),
    ...DOCUMENTS.map((document) => ({ path: ['documents', document.slug] })),
    ...open.flatMap(({ id, alias }) => [
      { path: [alias] },
      { path: [alias, 'events'] },
      { path: [alias, 'places'] },
      { path: [alias, 'blog'] },
      { path: ['blog', weekendArticleSlug({ alias })] },
      ...listingsForCity(alias).map((listing) => ({ path: [alias, 'events', 'listings', listing.slug] })),
      ...ofCity(collections, id).map((row) => ({ path: [alias, 'events', 'lists', row.slug] })),
      ...ofCity(events, id).map((row) => ({ path: [alias, 'events', row.slug] })),
      ...ofCity(places, id).map((row) => ({ path: [alias, 'places', row.slug] })),
    ]),
    ...articles.map((row) => ({
      path: [row.kind === 'guide' ? 'guides' : 'blog', row.slug],
      lastmod: row.publishedAt,
    })),
  ];
}

export async function sitemapRoutes(app: FastifyInstance, ctx: AppContext) {
  // Built once per SITEMAP_TTL_MS; requests that arrive while it is being built share that build.
  const sitemap = createSingleFlight<'sitemap', string>({
    max: 1,
    ttlMs: SITEMAP_TTL_MS,
    now: () => ctx.clock.now().getTime(),
  });

  const build = async (): Promise<string> => {
    const now = ctx.clock.now();
    let entries = await sitemapEntries(ctx.db, now);
    if (entries.length > SITEMAP_MAX_URLS) {
      app.log.warn({ urls: entries.length }, 'sitemap over 50 000 URLs: the rest needs a sitemap index');
      entries = entries.slice(0, SITEMAP_MAX_URLS);
    }
    return sitemapXml(ctx.config.siteUrl, entries);
  };

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['service'],
        summary: 'Sitemap (sitemaps.org XML) of the public site pages on SITE_URL, rebuilt every 5 minutes',
        produces: ['application/xml'],
        response: {
          200: {
            description:
              'A urlset of the open cities, their listings, lists, events and places, articles and guides',
            content: { 'application/xml': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (_request, reply) => {
      const xml = await sitemap.get('sitemap', build);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', `public, max-age=${SITEMAP_TTL_MS / 1000}`)
        .send(xml);
    },
  );
}
