import { type PageMeta, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { breadcrumbsJsonLd, HOME_CRUMB } from '@kaver/shared-contracts/json-ld';
import { createEvent, sample } from 'effector';
import { deleteReset } from '../../features/delete-account';
import { $brand, $siteUrl } from '../../shared/config';
import { ACCOUNT_DELETING_PATH } from '../../shared/model';

/** The page's h1, and its name in the title and the trail. */
export const ACCOUNT_DELETING_TITLE = 'Удаление аккаунта';

/**
 * /services/account-deleting is entered: a public page (what deletion removes, for app stores and search), whose
 * form is the signed-in visitor's own. It starts with no confirmation open and describes its head.
 */
export const accountDeletingStarted = createEvent<PageParcelProps>();

export function accountDeletingMeta({ brand, siteUrl }: { brand: string; siteUrl: string }): PageMeta {
  return {
    title: `${ACCOUNT_DELETING_TITLE} | ${brand}`,
    description: `Как удалить аккаунт ${brand} и что при этом происходит с данными.`,
    canonicalPath: ACCOUNT_DELETING_PATH,
    jsonLd: breadcrumbsJsonLd(
      [HOME_CRUMB, { title: ACCOUNT_DELETING_TITLE, path: ACCOUNT_DELETING_PATH }],
      siteUrl,
    ),
  };
}

sample({ clock: accountDeletingStarted, target: deleteReset });
sample({
  clock: accountDeletingStarted,
  source: { brand: $brand, siteUrl: $siteUrl },
  fn: accountDeletingMeta,
  target: pageMetaChanged,
});
