import { createRemotePage } from '@kaver/shared-contracts';
import { placesStarted } from '../../pages/places/model';
import { PlacesPage } from '../../pages/places/places-page';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: PlacesPage,
  started: placesStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
