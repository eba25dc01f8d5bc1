import { camelKeysDeep, snakeKeysDeep, toCamelCase, toSnakeCase } from './case';

describe('key case', () => {
  it.each([
    ['perPage', 'per_page'],
    ['idCollection', 'id_collection'],
    ['birthDt', 'birth_dt'],
    ['userID', 'user_id'],
    ['question1', 'question1'],
    ['already_snake', 'already_snake'],
    ['city', 'city'],
  ])('snake %s -> %s', (from, to) => expect(toSnakeCase(from)).toBe(to));

  it.each([
    ['per_page', 'perPage'],
    ['confirmation_token', 'confirmationToken'],
    ['id_2', 'id2'],
    ['_id', '_id'],
    ['camelCase', 'camelCase'],
  ])('camel %s -> %s', (from, to) => expect(toCamelCase(from)).toBe(to));

  it('converts plain objects and arrays deeply but leaves other objects alone', () => {
    const date = new Date(0);
    expect(snakeKeysDeep({ aB: [{ cD: date }], eF: null })).toEqual({ a_b: [{ c_d: date }], e_f: null });
    expect((snakeKeysDeep({ at: date }) as { at: Date }).at).toBe(date);
    expect(camelKeysDeep({ a_b: { c_d: [1, 'x_y'] } })).toEqual({ aB: { cD: [1, 'x_y'] } });
    expect(camelKeysDeep('plain_text')).toBe('plain_text');
  });
});
