import { createRemotePage } from '@kaver/shared-contracts';
import { moodboardStarted } from '../../pages/moodboard/model';
import { MoodboardPage } from '../../pages/moodboard/moodboard-page';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Мудборд',
  Component: MoodboardPage,
  started: moodboardStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
