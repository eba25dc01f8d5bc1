import { createRemotePage } from '@kaver/shared-contracts';
import { EventPage } from '../../pages/event/event-page';
import { eventStarted } from '../../pages/event/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: EventPage,
  started: eventStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
