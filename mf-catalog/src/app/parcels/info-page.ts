import { createRemotePage } from '@kaver/shared-contracts';
import { InfoPage } from '../../pages/info/info-page';
import { infoStarted } from '../../pages/info/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'О проекте',
  Component: InfoPage,
  started: infoStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
