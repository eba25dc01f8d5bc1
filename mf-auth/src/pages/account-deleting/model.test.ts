import {
  $runtimeConfig,
  DEFAULT_CITY,
  type PageMeta,
  type PageParcelProps,
  pageMetaChanged,
  type RuntimeConfig,
  revokeSessionFx,
} from '@kaver/shared-contracts';
import { breadcrumbsJsonLd, HOME_CRUMB } from '@kaver/shared-contracts/json-ld';
import { allSettled, fork } from 'effector';
import {
  $isConfirming,
  $isDeleted,
  deleteAccountFx,
  deleteClicked,
  deleteConfirmed,
} from '../../features/delete-account/model';
import { accountDeletingStarted } from './model';

const props: PageParcelProps = {
  route: { name: 'account-deleting', path: '/services/account-deleting', params: {}, query: {} },
  city: DEFAULT_CITY,
  routeCity: null,
};

describe('/services/account-deleting: accountDeletingStarted', () => {
  it('describes the public page, indexable, with its canonical and its trail from the home page', async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const config = { brand: 'Kaver', siteUrl: 'https://kaver.ru' } as RuntimeConfig;
    await allSettled(accountDeletingStarted, {
      scope: fork({ values: [[$runtimeConfig, config]] }),
      params: props,
    });
    unwatch();
    expect(metas).toEqual([
      {
        title: 'Удаление аккаунта | Kaver',
        description: 'Как удалить аккаунт Kaver и что при этом происходит с данными.',
        canonicalPath: '/services/account-deleting',
        jsonLd: breadcrumbsJsonLd(
          [HOME_CRUMB, { title: 'Удаление аккаунта', path: '/services/account-deleting' }],
          'https://kaver.ru',
        ),
      },
    ]);
  });

  it('starts with no confirmation open and nothing left of a deletion done before', async () => {
    const scope = fork({
      handlers: [
        [deleteAccountFx, async () => undefined],
        [revokeSessionFx, async () => undefined],
      ],
    });
    await allSettled(deleteClicked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($isDeleted)).toBe(true);
    await allSettled(deleteClicked, { scope });
    expect(scope.getState($isConfirming)).toBe(true);

    await allSettled(accountDeletingStarted, { scope, params: props });
    expect(scope.getState($isConfirming)).toBe(false);
    expect(scope.getState($isDeleted)).toBe(false);
  });
});
