import { type PageMeta, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { deleteReset } from '../../features/delete-account';
import { $brand } from '../../shared/config';

export const ACCOUNT_DELETING_PATH = '/services/account-deleting';

/**
 * /services/account-deleting is entered: a public page (what deletion removes, for app stores and search), whose
 * form is the signed-in visitor's own. It starts with no confirmation open and describes its head.
 */
export const accountDeletingStarted = createEvent<PageParcelProps>();

export function accountDeletingMeta(brand: string): PageMeta {
  return {
    title: `Удаление аккаунта — ${brand}`,
    description: `Как удалить аккаунт ${brand} и что при этом происходит с данными.`,
    canonicalPath: ACCOUNT_DELETING_PATH,
  };
}

sample({ clock: accountDeletingStarted, target: deleteReset });
sample({ clock: accountDeletingStarted, source: $brand, fn: accountDeletingMeta, target: pageMetaChanged });
