import {
  type Article,
  type ArticleKind,
  type City,
  findCityByAlias,
  type PageParcelProps,
} from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { publishedDate } from '../../entities/article/to-article-card';
import { type EventCardData, toEventCards } from '../../entities/event';
import { fetchArticle } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, type Crumb, HOME_CRUMB } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying, raiseNotFoundOn } from '../../shared/lib/page-said';
import { cityRobots } from '../../shared/lib/robots';
import { sanitizeHtml } from '../../shared/lib/sanitize-html';
import { absoluteUrl, brandName } from '../../shared/lib/site';

export interface ArticlePageParams {
  kind: ArticleKind;
  slug: string;
  path: string;
}

/** An article or guide route is entered: `/blog/{slug}`, `/blog/{city}-weekend`, `/guides/{slug}`. */
export const articleStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(articleStarted);

/**
 * What an article route asks for: a guide on /guides, else an article ('{city}-weekend' for the weekend's, the
 * route's city as the host resolved it).
 */
export function articleParams({ route, routeCity }: PageParcelProps): ArticlePageParams {
  const slug = routeCity ? `${routeCity.alias}-weekend` : (route.params.slug ?? '');
  return { kind: route.name === 'guide' ? 'guide' : 'article', slug, path: route.path };
}

/**
 * What the article page shows: its body already sanitised, its date in words, the events it names as cards, and
 * its own city (null for an article of every city), resolved once here for the crumbs and the robots.
 */
export type ArticlePageData = Omit<Article, 'events' | 'city'> & {
  city: City | null;
  events: EventCardData[];
} & ReturnType<typeof publishedDate>;

export const article = createResource(async ({ kind, slug }: ArticlePageParams): Promise<ArticlePageData> => {
  const data = await fetchArticle(kind, slug);
  const [body, { items: events }] = await Promise.all([
    sanitizeHtml(data.body),
    toEventCards(Promise.resolve({ items: data.events })),
  ]);
  return {
    ...data,
    city: findCityByAlias(data.city) ?? null,
    body,
    events,
    ...publishedDate(data.publishedAt),
  };
});

sample({ clock: articleStarted, fn: articleParams, target: article.load });
raiseNotFoundOn(article.failed, host.error);

export function articleCrumbs(
  { kind, title, city }: Pick<ArticlePageData, 'kind' | 'title' | 'city'>,
  path: string,
): Crumb[] {
  const section =
    kind === 'guide'
      ? { title: 'Журнал', path: '/blog' }
      : city
        ? { title: 'Журнал', path: `/${city.alias}/blog` }
        : { title: 'Журнал', path: '/blog' };
  return [HOME_CRUMB, section, { title, path }];
}

sample({
  clock: article.ready,
  source: article.$params,
  fn: (params, data) => {
    const { path } = params as ArticlePageParams;
    return {
      title: `${data.title} | ${brandName()}`,
      description: data.lead,
      image: data.cover,
      canonicalPath: path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: data.title,
          description: data.lead,
          image: [data.cover],
          datePublished: data.publishedDateTime,
          mainEntityOfPage: absoluteUrl(path),
          publisher: { '@type': 'Organization', name: brandName() },
        },
        breadcrumbsJsonLd(articleCrumbs(data, path)),
      ],
      preview: { title: data.title, img: data.cover },
      lcpImage: lcpImage(data.cover, IMAGE_SIZES.articleCover),
      ...cityRobots(data.city),
    };
  },
  target: host.meta,
});
