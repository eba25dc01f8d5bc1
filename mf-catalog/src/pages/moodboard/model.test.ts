import { distinctPictures, interleave, type Tile } from './model';

const tile = (key: string, image: string): Tile => ({
  key,
  href: `/moscow/${key}`,
  image,
  title: key,
  caption: '',
});

test('interleave alternates events and places, then the rest of the longer list', () => {
  expect(interleave<number | string>([1, 2, 3], ['a'])).toEqual([1, 'a', 2, 3]);
});

test('distinctPictures keeps the first tile of each picture, in order', () => {
  const tiles = [
    tile('e1', '/media/v1/exhibition-6/960x640.webp'),
    tile('p1', '/media/v1/bar-2/960x640.webp'),
    tile('e2', '/media/v1/exhibition-6/960x640.webp'),
    tile('p2', '/media/v1/park-1/960x640.webp'),
  ];
  expect(distinctPictures(tiles).map((kept) => kept.key)).toEqual(['e1', 'p1', 'p2']);
});
