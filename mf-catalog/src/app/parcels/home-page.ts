import { createRemotePage } from '@kaver/shared-contracts';
import { HomePage } from '../../pages/home/home-page';
import { homeStarted } from '../../pages/home/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: HomePage,
  started: homeStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
