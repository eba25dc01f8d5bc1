import { suggestionHref } from './search-suggestions';

test('each kind of suggestion links to its page', () => {
  expect(suggestionHref('kazan', { kind: 'event', id: 1, slug: 'jazz', title: 'Джаз' })).toBe(
    '/kazan/events/jazz',
  );
  expect(suggestionHref('kazan', { kind: 'place', id: 2, slug: 'bar', title: 'Бар' })).toBe(
    '/kazan/places/bar',
  );
  expect(suggestionHref('kazan', { kind: 'article', id: 3, slug: 'weekend', title: 'Выходные' })).toBe(
    '/blog/weekend',
  );
  expect(suggestionHref('kazan', { kind: 'guide', id: 4, slug: 'kazan-bary', title: 'Лучшие бары' })).toBe(
    '/guides/kazan-bary',
  );
});
