import { pageWindow } from './pagination';

test('pageWindow keeps the ends and the neighbours, with gaps between', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
  expect(pageWindow(12, 12)).toEqual([1, 'gap', 11, 12]);
});
