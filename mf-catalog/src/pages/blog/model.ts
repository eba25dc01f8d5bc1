import { type City, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { articlePath } from '../../entities/article/article-card';
import { fetchArticles } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { brandName, cityRobots } from '../../shared/lib/site';

export interface BlogPageParams {
  /** The city of /{city}/blog; null on /blog (every article). */
  city: City | null;
  page: number;
  path: string;
}

export const blogPageOpened = createEvent<BlogPageParams>();
export const blogArticles = createResource(({ city, page }: BlogPageParams) =>
  fetchArticles('article', { city: city?.alias ?? null, page }),
);
export const blogGuides = createResource((city: City | null) =>
  fetchArticles('guide', { city: city?.alias ?? null, perPage: 10 }),
);

sample({ clock: blogPageOpened, target: blogArticles.load });
sample({ clock: blogPageOpened, fn: ({ city }) => city, target: blogGuides.load });

sample({
  clock: blogArticles.done,
  source: blogArticles.$params,
  fn: (params, data) => {
    const { city, page, path } = params as BlogPageParams;
    const where = city ? ` в ${city.options.titleDeclensions.prepositional}` : '';
    return {
      title: `Журнал${city ? ` — ${city.title}` : ''}: куда сходить и что посмотреть${where} | ${brandName()}`,
      description: `Статьи и подборки${where}: планы на выходные, идеи для свиданий, бесплатные события и гиды по городам.`,
      canonicalPath: path,
      page,
      ...cityRobots(city),
      jsonLd: itemListJsonLd(
        data.items.map((article) => ({ title: article.title, path: articlePath(article) })),
      ),
    };
  },
  target: pageMetaChanged,
});
