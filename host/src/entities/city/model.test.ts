import { $city, findCityByAlias, locationChanged } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $resolution } from '../route/model';
import { cityStarted, readCityCookieFx, writeCityCookieFx } from './model';

const kazan = findCityByAlias('kazan')!;
const sochi = findCityByAlias('sochi')!;

function scope(cookieCity: string | null) {
  const written: string[] = [];
  const scope = fork({
    handlers: [
      [readCityCookieFx, () => (cookieCity ? (findCityByAlias(cookieCity) ?? null) : null)],
      [writeCityCookieFx, (city: { alias: string }) => void written.push(city.alias)],
    ],
  });
  return { scope, written };
}

const go = (pathname: string) => ({ pathname, search: '', hash: '' });

describe('current city', () => {
  it('comes from the city cookie when the route has none, else stays Moscow', async () => {
    const withCookie = scope('kazan');
    await allSettled(cityStarted, { scope: withCookie.scope });
    expect(withCookie.scope.getState($city).alias).toBe('kazan');

    const withoutCookie = scope(null);
    await allSettled(cityStarted, { scope: withoutCookie.scope });
    expect(withoutCookie.scope.getState($city).alias).toBe('moscow');
  });

  it('follows the route and is written to the cookie', async () => {
    const { scope: s, written } = scope('kazan');
    await allSettled(cityStarted, { scope: s });
    await allSettled(locationChanged, { scope: s, params: go('/sochi/events') });
    expect(s.getState($resolution)?.kind).toBe('page');
    expect(s.getState($city)).toEqual(sochi);
    expect(written).toEqual(['sochi']);

    // A page without a city keeps the current one.
    await allSettled(locationChanged, { scope: s, params: go('/about') });
    expect(s.getState($city)).toEqual(sochi);
    expect(written).toEqual(['sochi']);
    expect(kazan.alias).toBe('kazan');
  });
});
