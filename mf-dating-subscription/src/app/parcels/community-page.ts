import { createRemotePage } from '@kaver/shared-contracts';
import { $communityLoading, CommunityPage, communityStarted } from '../../pages/community';

/** /community: the page the host renders (on the server too) and its parcel for the harness. */
export const { page, default: parcel } = createRemotePage({
  title: 'Знакомства и подписка',
  Component: CommunityPage,
  started: communityStarted,
  buildId: __BUILD_ID__,
  $loading: $communityLoading,
});
export default parcel;
