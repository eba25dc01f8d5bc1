import { createRemotePage } from '@kaver/shared-contracts';
import { placeStarted } from '../../pages/place/model';
import { PlacePage } from '../../pages/place/place-page';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: PlacePage,
  started: placeStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
