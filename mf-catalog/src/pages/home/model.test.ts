import { CITIES, isOpenCity } from '@kaver/shared-contracts';
import { homeMeta } from './model';

describe('home page head', () => {
  test('counts the cities the guide is open in, not the greyed-out ones', () => {
    const open = CITIES.filter(isOpenCity).length;
    expect(open).toBeLessThan(CITIES.length);
    expect(homeMeta().description).toContain(`места в ${open} городах России`);
    expect(homeMeta().description).not.toContain(`${CITIES.length} городах`);
  });
});
