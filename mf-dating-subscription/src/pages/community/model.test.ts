import {
  $runtimeConfig,
  findCityByAlias,
  type PageMeta,
  type PageParcelProps,
  pageMetaChanged,
  type RuntimeConfig,
} from '@kaver/shared-contracts';
import { breadcrumbsJsonLd, HOME_CRUMB } from '@kaver/shared-contracts/json-ld';
import { allSettled, fork, scopeBind, serialize } from 'effector';
import { page } from '../../app/parcels/community-page';
import { $cityProfiles, $cityProfilesLoading, loadCityProfilesFx } from '../../entities/dating-profile/model';
import { datingProfile } from '../../shared/testing';
import { $communityLoading, communityStarted } from './model';

const at = (alias: string): PageParcelProps => ({
  route: { name: 'community', path: '/community', params: {}, query: {} },
  city: findCityByAlias(alias)!,
  routeCity: null,
});

const config = { brand: 'Kaver', siteUrl: 'https://kaver.ru' } as RuntimeConfig;

function setup(values?: ReturnType<typeof serialize>) {
  const loads = jest.fn(async (city: string) =>
    city === 'kazan' ? [datingProfile(1), datingProfile(2)] : [datingProfile(3)],
  );
  const scope = fork({
    values: values ?? [[$runtimeConfig, config]],
    handlers: [[loadCityProfilesFx, loads]],
  });
  return { scope, loads };
}

describe('/community: communityStarted', () => {
  it('says its data is on its way until the profiles came, which is what a navigation here waits for', async () => {
    let answer = (_: ReturnType<typeof datingProfile>[]) => {};
    const scope = fork({
      values: [[$runtimeConfig, config]],
      handlers: [[loadCityProfilesFx, () => new Promise((resolve) => (answer = resolve))]],
    });
    expect(page.$loading).toBe($communityLoading);
    scopeBind(communityStarted, { scope })(at('kazan'));
    expect(scope.getState($communityLoading)).toBe(true);
    answer([datingProfile(1)]);
    await allSettled(scope);
    expect(scope.getState($communityLoading)).toBe(false);
  });

  it("loads the city's first profiles and describes the head with its trail from the home page", async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const { scope, loads } = setup();
    await allSettled(communityStarted, { scope, params: at('kazan') });
    unwatch();
    expect(loads).toHaveBeenCalledWith('kazan');
    expect(scope.getState($cityProfiles).map(({ id }) => id)).toEqual([1, 2]);
    expect(scope.getState($cityProfilesLoading)).toBe(false);
    expect(metas).toEqual([
      {
        title: 'Знакомства, друзья и сообщества',
        description: expect.stringContaining('150 000+ активных анкет'),
        canonicalPath: '/community',
        jsonLd: breadcrumbsJsonLd(
          [HOME_CRUMB, { title: 'Знакомства, друзья и сообщества', path: '/community' }],
          'https://kaver.ru',
        ),
      },
    ]);
  });

  it('the browser shows the server’s profiles without asking again, and asks for another city', async () => {
    const server = setup();
    await allSettled(communityStarted, { scope: server.scope, params: at('kazan') });
    const browser = setup(serialize(server.scope));
    expect(browser.scope.getState($cityProfiles).map(({ id }) => id)).toEqual([1, 2]);
    await allSettled(communityStarted, { scope: browser.scope, params: at('kazan') });
    expect(browser.loads).not.toHaveBeenCalled();
    await allSettled(communityStarted, { scope: browser.scope, params: at('sochi') });
    expect(browser.loads).toHaveBeenCalledWith('sochi');
    expect(browser.scope.getState($cityProfiles).map(({ id }) => id)).toEqual([3]);
  });

  it('a load the server did not finish or that failed is done again by the browser', async () => {
    const server = setup();
    server.loads.mockRejectedValueOnce(new Error('timeout'));
    await allSettled(communityStarted, { scope: server.scope, params: at('kazan') });
    expect(server.scope.getState($cityProfiles)).toEqual([]);
    const browser = setup(serialize(server.scope));
    await allSettled(communityStarted, { scope: browser.scope, params: at('kazan') });
    expect(browser.loads).toHaveBeenCalledTimes(1);
    expect(browser.scope.getState($cityProfiles).map(({ id }) => id)).toEqual([1, 2]);

    // Cut off while loading: the serialised state says 'loading' with nothing in flight in the browser.
    const slow = setup();
    slow.loads.mockReturnValueOnce(new Promise(() => undefined));
    void allSettled(communityStarted, { scope: slow.scope, params: at('kazan') });
    expect(slow.scope.getState($cityProfilesLoading)).toBe(true);
    const resumed = setup(serialize(slow.scope));
    expect(resumed.scope.getState($cityProfilesLoading)).toBe(true);
    await allSettled(communityStarted, { scope: resumed.scope, params: at('kazan') });
    expect(resumed.loads).toHaveBeenCalledTimes(1);
    expect(resumed.scope.getState($cityProfilesLoading)).toBe(false);
  });
});
