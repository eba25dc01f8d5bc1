import { createRemotePage } from '@kaver/shared-contracts';
import { searchStarted } from '../../pages/search/model';
import { SearchPage } from '../../pages/search/search-page';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: SearchPage,
  started: searchStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
