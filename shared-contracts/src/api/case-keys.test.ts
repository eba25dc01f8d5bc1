import { camelCase as camelKeysOfChangeCase, snakeCase as snakeKeysOfChangeCase } from 'change-case/keys';
import { camelKeys, snakeKeys } from './case-keys';

describe('case keys', () => {
  const answer = {
    items: [
      {
        id: 1,
        date_start: '2026-01-01',
        place: { id_city: 2, is_secret: 0 },
        event_types: [{ type_name: 'a' }],
      },
      { id: 2, date_start: null, place: null, event_types: [], 'odd-key_2': { x_y: [[{ deep_key: 1 }]] } },
    ],
    per_page: 10,
    total_count: 2,
  };

  it('converts keys at every depth exactly as change-case/keys does, however often a key repeats', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(camelKeys(answer)).toEqual(camelKeysOfChangeCase(answer, Number.POSITIVE_INFINITY));
      const camel = camelKeysOfChangeCase(answer, Number.POSITIVE_INFINITY);
      expect(snakeKeys(camel)).toEqual(snakeKeysOfChangeCase(camel, Number.POSITIVE_INFINITY));
    }
  });

  it('stays right past the keys it remembers', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, n) => [`field_${n}_name`, n]));
    expect(camelKeys(many)).toEqual(camelKeysOfChangeCase(many, Number.POSITIVE_INFINITY));
    expect(camelKeys({ per_page: 1 })).toEqual({ perPage: 1 });
  });
});
