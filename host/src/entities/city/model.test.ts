import { $city, findCityByAlias } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { cityStarted, readCityCookieFx, routeCityEntered, writeCityCookieFx } from './model';

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
    await allSettled(routeCityEntered, { scope: s, params: sochi });
    expect(s.getState($city)).toEqual(sochi);
    expect(written).toEqual(['sochi']);

    // Entering the same city again changes nothing but refreshes the cookie.
    await allSettled(routeCityEntered, { scope: s, params: sochi });
    expect(s.getState($city)).toEqual(sochi);
    expect(written).toEqual(['sochi', 'sochi']);
    expect(kazan.alias).toBe('kazan');
  });
});
