import { findPlaceCategory, PLACE_CATEGORIES } from './place-categories';

describe('PLACE_CATEGORIES', () => {
  it('lists the eleven categories of SPEC.md 2.2 in order', () => {
    expect(PLACE_CATEGORIES.map((c) => c.slug)).toEqual([
      'bar',
      'gallery',
      'club',
      'theater',
      'film',
      'tourist',
      'artplace',
      'museum',
      'place',
      'restaurant',
      'cafe',
    ]);
  });

  it('gives each a Russian plural title and a singular', () => {
    expect(findPlaceCategory('film')).toEqual({ slug: 'film', title: 'Кинотеатры', singular: 'Кинотеатр' });
    expect(findPlaceCategory('tourist')?.title).toBe('Достопримечательности');
    for (const { title, singular } of PLACE_CATEGORIES) {
      expect(title).toMatch(/^[А-ЯЁ][а-яё-]+$/);
      expect(singular).toMatch(/^[А-ЯЁ][а-яё-]+$/);
    }
  });

  it('returns undefined for an unknown slug', () => {
    expect(findPlaceCategory('sauna')).toBeUndefined();
    expect(findPlaceCategory(undefined)).toBeUndefined();
  });
});
