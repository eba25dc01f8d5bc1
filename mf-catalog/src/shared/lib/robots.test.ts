import { findCityByAlias } from '@kaver/shared-contracts';
import { cityRobots } from './robots';

describe('cityRobots', () => {
  it('keeps the pages of a city that is not open yet out of search, and leaves open cities to the default', () => {
    expect(cityRobots(findCityByAlias('ufa'))).toEqual({ robots: 'noindex, follow' });
    expect(cityRobots(findCityByAlias('novosibirsk'))).toEqual({});
    expect(cityRobots(null)).toEqual({});
  });
});
