import { camelKeys, snakeKeys } from './case-keys';
import { serializeParams } from './wire-format';

describe('key case', () => {
  it('converts keys at every depth, both ways', () => {
    expect(snakeKeys({ perPage: 1, idCollection: [{ userID: 2 }], question1: 3, already_snake: 4 })).toEqual({
      per_page: 1,
      id_collection: [{ user_id: 2 }],
      question1: 3,
      already_snake: 4,
    });
    expect(
      camelKeys({ per_page: 1, confirmation: { confirmation_token: 't' }, list: [{ is_favorite: 0 }] }),
    ).toEqual({
      perPage: 1,
      confirmation: { confirmationToken: 't' },
      list: [{ isFavorite: 0 }],
    });
  });

  it('leaves values that are not plain objects or arrays as they are', () => {
    const form = new FormData();
    form.append('file_name', 'a');
    expect(snakeKeys(form)).toBe(form);
    expect(camelKeys('plain_text')).toBe('plain_text');
    expect(camelKeys(null)).toBeNull();
    expect(snakeKeys(7)).toBe(7);
  });
});

describe('query', () => {
  it('uses snake_case keys and the API’s value conventions', () => {
    expect(
      serializeParams({
        city: 'moscow',
        perPage: 6,
        idCollection: null,
        categories: [],
        costStart: undefined,
        showPast: true,
        types: [1, 5],
      }),
    ).toBe('city=moscow&per_page=6&id_collection=null&categories=null&show_past=1&types=1,5');
  });

  it('escapes values, and gives nothing for nothing', () => {
    expect(serializeParams({ q: 'кофе & чай' })).toBe('q=%D0%BA%D0%BE%D1%84%D0%B5+%26+%D1%87%D0%B0%D0%B9');
    expect(serializeParams({ a: undefined })).toBe('');
    expect(serializeParams(new URLSearchParams('x_y=1'))).toBe('x_y=1');
  });
});
