import { createRemotePage } from '@kaver/shared-contracts';
import { ListingPage } from '../../pages/listing/listing-page';
import { listingStarted } from '../../pages/listing/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: ListingPage,
  started: listingStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
