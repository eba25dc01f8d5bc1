import {
  type Article,
  type ArticleKind,
  findCityByAlias,
  pageMetaChanged,
  parseDate,
} from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { fetchArticle } from '../../shared/api/content';
import { raiseNotFoundOn } from '../../shared/lib/api-errors';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, type Crumb } from '../../shared/lib/json-ld';
import { absoluteUrl, brandName, cityRobots } from '../../shared/lib/site';

export interface ArticlePageParams {
  kind: ArticleKind;
  slug: string;
  path: string;
}

export const articlePageOpened = createEvent<ArticlePageParams>();
export const article = createResource(({ kind, slug }: ArticlePageParams) => fetchArticle(kind, slug));

sample({ clock: articlePageOpened, target: article.load });
raiseNotFoundOn(article.failed);

export function articleCrumbs(data: Pick<Article, 'kind' | 'title' | 'city'>, path: string): Crumb[] {
  const city = findCityByAlias(data.city ?? undefined);
  const section =
    data.kind === 'guide'
      ? { title: 'Журнал', path: '/blog' }
      : city
        ? { title: 'Журнал', path: `/${city.alias}/blog` }
        : { title: 'Журнал', path: '/blog' };
  return [{ title: 'Главная', path: '/' }, section, { title: data.title, path }];
}

const isoDate = (ddmmyyyy: string) => parseDate(ddmmyyyy)?.format('YYYY-MM-DD');

sample({
  clock: article.done,
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
          datePublished: isoDate(data.publishedAt),
          mainEntityOfPage: absoluteUrl(path),
          publisher: { '@type': 'Organization', name: brandName() },
        },
        breadcrumbsJsonLd(articleCrumbs(data, path)),
      ],
      preview: { title: data.title, img: data.cover },
      ...cityRobots(findCityByAlias(data.city)),
    };
  },
  target: pageMetaChanged,
});
