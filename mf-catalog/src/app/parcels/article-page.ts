import { createRemotePage } from '@kaver/shared-contracts';
import { ArticlePage } from '../../pages/article/article-page';
import { articleStarted } from '../../pages/article/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Журнал',
  Component: ArticlePage,
  started: articleStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
