import { createRemotePage } from '@kaver/shared-contracts';
import { ProfilePage, profileStarted } from '../../pages/profile';
import { $sessionLoading } from '../../shared/model';

/** /profile: the page the host renders (on the server too) and its parcel for the harness. */
export const { page, default: parcel } = createRemotePage({
  title: 'Профиль',
  Component: ProfilePage,
  started: profileStarted,
  buildId: __BUILD_ID__,
  $loading: $sessionLoading,
});
export default parcel;
