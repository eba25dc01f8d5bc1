import type { Page } from '@kaver/shared-contracts';
import { EventCard, type EventCardData } from '../../entities/event';
import type { ResourceLike } from '../../shared/lib/create-resource';
import { HorizontalList, HorizontalListSkeleton } from '../../shared/ui/horizontal-list';
import { RowView } from './row-view';

interface Props {
  title: string;
  moreHref?: string;
  resource: ResourceLike<Page<EventCardData> | EventCardData[]>;
  /** Shown when the row is empty; by default the row disappears. */
  empty?: React.ReactNode;
  testId?: string;
  /**
   * The row is at the top of its page: its first pictures load at once (EventCard's priority), and it is laid out
   * with the page.
   */
  aboveTheFold?: boolean;
}

/** A titled horizontal row of event cards loaded by a resource; failed, its title stays above the error. */
export function EventsRow({ title, moreHref, resource, empty = null, testId, aboveTheFold = false }: Props) {
  return (
    <RowView
      title={title}
      testId={testId}
      resource={resource}
      skeleton={<HorizontalListSkeleton title={title} />}
    >
      {(data) => {
        const events = Array.isArray(data) ? data : data.items;
        if (events.length === 0) return empty;
        return (
          <HorizontalList title={title} moreHref={moreHref} testId={testId} onFirstScreen={aboveTheFold}>
            {events.map((event, index) => (
              <EventCard key={event.id} event={event} priority={aboveTheFold && index === 0} />
            ))}
          </HorizontalList>
        );
      }}
    </RowView>
  );
}
