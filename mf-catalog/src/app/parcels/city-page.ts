import { createRemotePage } from '@kaver/shared-contracts';
import { CityPage } from '../../pages/city/city-page';
import { cityStarted } from '../../pages/city/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: CityPage,
  started: cityStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
