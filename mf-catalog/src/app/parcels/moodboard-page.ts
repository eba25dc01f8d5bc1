import { createRemotePage } from '@kaver/shared-contracts';
import { moodboardStarted } from '../../pages/moodboard/model';
import { MoodboardPage } from '../../pages/moodboard/moodboard-page';

export const { page, default: parcel } = createRemotePage({
  title: 'Мудборд',
  Component: MoodboardPage,
  started: moodboardStarted,
  buildId: __BUILD_ID__,
});
export default parcel;
