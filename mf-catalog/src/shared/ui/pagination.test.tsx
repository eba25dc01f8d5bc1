import { render, screen } from '@testing-library/react';
import { isPastLastPage, PastLastPage, pageWindow } from './pagination';

test('pageWindow keeps the ends and the neighbours, with gaps between', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
  expect(pageWindow(12, 12)).toEqual([1, 'gap', 11, 12]);
});

test('isPastLastPage: an empty page after the last of a list that has pages', () => {
  const empty = { items: [], totalPages: 3 };
  expect(isPastLastPage(4, empty)).toBe(true);
  expect(isPastLastPage(3, empty)).toBe(false);
  expect(isPastLastPage(1, { items: [], totalPages: 0 })).toBe(false);
  // A list with no page at all shows its own empty state, whatever the number.
  expect(isPastLastPage(4, { items: [], totalPages: 0 })).toBe(false);
  expect(isPastLastPage(4, { items: [{}], totalPages: 3 })).toBe(false);
});

test('PastLastPage says how many pages there are and links to the first with the same filters', () => {
  render(<PastLastPage page={7} totalPages={2} hrefFor={(n) => `/moscow/places?category=bar&page=${n}`} />);
  expect(screen.getByText('Страницы 7 нет')).toBeTruthy();
  expect(screen.getByText('Всего страниц: 2.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'К первой странице' }).getAttribute('href')).toBe(
    '/moscow/places?category=bar&page=1',
  );
});
