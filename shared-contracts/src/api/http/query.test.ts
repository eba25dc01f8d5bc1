import { buildQueryString } from './query';

describe('buildQueryString', () => {
  it('converts keys, drops undefined and encodes the API conventions', () => {
    expect(
      buildQueryString({
        city: 'moscow',
        perPage: 6,
        idCollection: null,
        categories: [],
        costStart: undefined,
        showPast: true,
        types: [1, 5],
      }),
    ).toBe('?city=moscow&per_page=6&id_collection=null&categories=null&show_past=1&types=1,5');
  });

  it('escapes values and gives an empty string for nothing', () => {
    expect(buildQueryString({ q: 'кофе & чай' })).toBe(
      '?q=%D0%BA%D0%BE%D1%84%D0%B5%20%26%20%D1%87%D0%B0%D0%B9',
    );
    expect(buildQueryString({ a: undefined })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});
