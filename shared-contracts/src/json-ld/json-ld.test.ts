import { absoluteUrl, breadcrumbsJsonLd, HOME_CRUMB, itemListJsonLd } from '.';

describe('json-ld', () => {
  test('a path is put on the origin, with or without its slashes; a full URL stays', () => {
    expect(absoluteUrl('https://kaver.ru', '/community')).toBe('https://kaver.ru/community');
    expect(absoluteUrl('https://kaver.ru/', 'community')).toBe('https://kaver.ru/community');
    expect(absoluteUrl('https://kaver.ru', '/')).toBe('https://kaver.ru/');
    expect(absoluteUrl('https://kaver.ru', 'https://t.me/kaver')).toBe('https://t.me/kaver');
  });

  test('a BreadcrumbList counts the steps from 1, each at its absolute URL', () => {
    expect(
      breadcrumbsJsonLd(
        [HOME_CRUMB, { title: 'Премиум-подписка', path: '/subscription' }],
        'https://kaver.ru',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://kaver.ru/' },
        { '@type': 'ListItem', position: 2, name: 'Премиум-подписка', item: 'https://kaver.ru/subscription' },
      ],
    });
  });

  test('an ItemList counts the items from 1, each with its URL', () => {
    expect(
      itemListJsonLd([{ title: 'Джаз в саду', path: '/moscow/events/jazz' }], 'https://kaver.ru'),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Джаз в саду', url: 'https://kaver.ru/moscow/events/jazz' },
      ],
    });
  });
});
