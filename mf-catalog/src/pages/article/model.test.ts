import { findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { articleCrumbs, articleParams } from './model';

const kazan = findCityByAlias('kazan')!;
const moscow = findCityByAlias('moscow')!;
const props = (name: 'blog-article' | 'blog-city-weekend' | 'guide', path: string): PageParcelProps => ({
  route: { name, path, params: { slug: path.split('/').at(-1)! }, query: {} },
  city: moscow,
  routeCity: null,
});

describe('article page model', () => {
  test('asks for the weekend article of the route’s city, else for the slug of its route', () => {
    const weekend = props('blog-city-weekend', '/blog/kazan-weekend');
    const routed = { ...weekend, route: { ...weekend.route, params: { city: 'kazan' } }, routeCity: kazan };
    expect(articleParams(routed)).toEqual({
      kind: 'article',
      slug: 'kazan-weekend',
      path: '/blog/kazan-weekend',
    });
    expect(articleParams(props('blog-article', '/blog/kazan-jazz'))).toMatchObject({
      kind: 'article',
      slug: 'kazan-jazz',
    });
    expect(articleParams(props('guide', '/guides/kazan-walks'))).toMatchObject({
      kind: 'guide',
      slug: 'kazan-walks',
    });
  });

  test('an article of a city leads back to that city’s journal; a guide and an article of every city to /blog', () => {
    expect(articleCrumbs({ kind: 'article', title: 'Джаз', city: kazan }, '/blog/kazan-jazz')).toEqual([
      { title: 'Главная', path: '/' },
      { title: 'Журнал', path: '/kazan/blog' },
      { title: 'Джаз', path: '/blog/kazan-jazz' },
    ]);
    expect(articleCrumbs({ kind: 'article', title: 'Всё', city: null }, '/blog/all')[1]?.path).toBe('/blog');
    expect(articleCrumbs({ kind: 'guide', title: 'Гид', city: kazan }, '/guides/kazan-walks')[1]?.path).toBe(
      '/blog',
    );
  });
});
