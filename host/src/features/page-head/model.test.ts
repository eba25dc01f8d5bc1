import type { RuntimeConfig } from '@kaver/shared-contracts';
import { headFor } from './model';

const config = { brand: 'Kaver', siteUrl: 'https://kaver.ru', environment: 'production' } as RuntimeConfig;

describe('headFor', () => {
  it("gives a page its address, and the site's head until the page describes itself", () => {
    expect(headFor({ meta: { title: 'Блог' }, error: null, pathname: '/blog', config }).canonical).toBe(
      'https://kaver.ru/blog',
    );
    expect(headFor({ meta: null, error: null, pathname: '/', config })).toMatchObject({
      title: 'Kaver — афиша событий и мест',
      canonical: 'https://kaver.ru/',
    });
  });

  it('gives an error page no address (the missing one is nothing to index or share), noindex', () => {
    const head = headFor({
      meta: { title: 'Страница, которой уже нет' },
      error: { statusCode: 404, message: 'Page Not Found: /no/such' },
      pathname: '/no/such',
      config,
    });
    expect(head).toMatchObject({
      title: 'Ошибка',
      description: 'Page Not Found: /no/such',
      robots: 'noindex, nofollow',
      canonical: '',
    });
  });
});
