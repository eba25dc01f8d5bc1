import { createRemotePage } from '@kaver/shared-contracts';
import { AccountDeletingPage, accountDeletingStarted } from '../../pages/account-deleting';
import { $sessionLoading } from '../../shared/model';

/** /services/account-deleting: the page the host renders (on the server too) and its parcel for the harness. */
export const { page, default: parcel } = createRemotePage({
  title: 'Удаление аккаунта',
  Component: AccountDeletingPage,
  started: accountDeletingStarted,
  buildId: __BUILD_ID__,
  $loading: $sessionLoading,
});
export default parcel;
