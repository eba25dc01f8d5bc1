import type { City, Page, PageParcelProps } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { combine, createEvent, sample } from 'effector';
import { type ArticleCardData, articlePath, toArticleCards } from '../../entities/article';
import { fetchArticles } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying } from '../../shared/lib/page-said';
import { cityRobots, pastLastPageRobots } from '../../shared/lib/robots';
import { readPage } from '../../shared/lib/route-query';
import { brandName } from '../../shared/lib/site';

export interface BlogPageParams {
  /** The city of /{city}/blog; null on /blog (every article). */
  city: City | null;
  page: number;
  path: string;
}

/** `/blog` or `/{city}/blog` is entered: the articles of the page, and the guides on the first page. */
export const blogStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(blogStarted);
export const blogArticles = createResource(({ city, page }: BlogPageParams) =>
  toArticleCards(fetchArticles('article', { city: city?.alias ?? null, page })),
);
export const blogGuides = createResource((city: City | null) =>
  toArticleCards(fetchArticles('guide', { city: city?.alias ?? null, perPage: 10 })),
);

const blogPageOpened = sample({
  clock: blogStarted,
  fn: ({ route, routeCity }): BlogPageParams => ({
    city: routeCity,
    page: readPage(route.query.page),
    path: route.path,
  }),
});

sample({ clock: blogPageOpened, target: blogArticles.load });
sample({ clock: blogPageOpened, fn: ({ city }) => city, target: blogGuides.load });

/**
 * The page says a failed load once, in the articles' place (the guides' row is left out when its load fails):
 * its «Попробовать ещё раз» asks for the guides again too when they failed.
 */
sample({
  clock: blogArticles.retry,
  source: blogGuides.$status,
  filter: (status) => status === 'error',
  target: blogGuides.retry,
});

/** The picture seen first: on the first page the guides row's first cover, else the first article's. */
export const $blogLead = combine(
  { articles: blogArticles.$data, guides: blogGuides.$data, params: blogArticles.$params },
  ({ articles, guides, params }): { kind: 'guide' | 'article'; item: ArticleCardData } | null => {
    const guide = params?.page === 1 ? guides?.items[0] : undefined;
    if (guide) return { kind: 'guide', item: guide };
    const article = articles?.items[0];
    return article ? { kind: 'article', item: article } : null;
  },
);

/** `lead`: the cover seen first and the sizes it is drawn with (a guide's in the row, an article's in the grid). */
export function blogMeta(
  { city, page, path }: BlogPageParams,
  data?: Page<ArticleCardData>,
  lead?: { cover: string; sizes: string },
) {
  const where = city ? ` ${inCityPhrase(city)}` : '';
  return {
    title: `Журнал${city ? ` — ${city.title}` : ''}: куда сходить и что посмотреть${where} | ${brandName()}`,
    description: `Статьи и подборки${where}: планы на выходные, идеи для свиданий, бесплатные события и гиды по городам.`,
    canonicalPath: path,
    page,
    ...(lead && { image: lead.cover, lcpImage: lcpImage(lead.cover, lead.sizes) }),
    ...cityRobots(city),
    ...pastLastPageRobots(page, data),
    ...(data && {
      jsonLd: itemListJsonLd(
        data.items.map((article) => ({ title: article.title, path: articlePath(article) })),
      ),
    }),
  };
}

sample({ clock: blogPageOpened, fn: (params) => blogMeta(params), target: host.meta });
sample({
  clock: [blogArticles.ready, blogGuides.ready],
  source: {
    params: blogArticles.$params,
    data: blogArticles.$data,
    status: blogArticles.$status,
    lead: $blogLead,
  },
  filter: ({ params, data, status }) => params !== null && data !== null && status === 'ready',
  fn: ({ params, data, lead }) =>
    blogMeta(
      params as BlogPageParams,
      data as Page<ArticleCardData>,
      lead
        ? { cover: lead.item.cover, sizes: lead.kind === 'guide' ? IMAGE_SIZES.rowCard : IMAGE_SIZES.card }
        : undefined,
    ),
  target: host.meta,
});
