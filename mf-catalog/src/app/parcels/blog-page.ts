import { createRemotePage } from '@kaver/shared-contracts';
import { BlogPage } from '../../pages/blog/blog-page';
import { blogStarted } from '../../pages/blog/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Журнал',
  Component: BlogPage,
  started: blogStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
