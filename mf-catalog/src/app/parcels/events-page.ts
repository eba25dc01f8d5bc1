import { createRemotePage } from '@kaver/shared-contracts';
import { EventsPage } from '../../pages/events/events-page';
import { eventsStarted } from '../../pages/events/model';
import { $pageDataLoading } from '../../shared/lib/create-resource';

export const { page, default: parcel } = createRemotePage({
  title: 'Афиша',
  Component: EventsPage,
  started: eventsStarted,
  buildId: __BUILD_ID__,
  $loading: $pageDataLoading,
});
export default parcel;
