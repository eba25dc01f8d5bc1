import type { Event, Page } from '@kaver/shared-contracts';
import { EventCard } from '../../entities/event';
import type { ResourceLike } from '../../shared/lib/create-resource';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import { ResourceView } from '../../shared/ui/resource-view';
import { CardSkeleton } from '../../shared/ui/skeleton';
import styles from './events-row.module.css';

interface Props {
  title: string;
  moreHref?: string;
  resource: ResourceLike<Page<Event> | Event[]>;
  /** Shown when the row is empty; by default the row disappears. */
  empty?: React.ReactNode;
  testId?: string;
}

function RowSkeleton({ title }: { title: string }) {
  return (
    <section className={styles.skeleton} aria-busy="true" aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.cards}>
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </section>
  );
}

/** A titled horizontal row of event cards loaded by a resource. */
export function EventsRow({ title, moreHref, resource, empty = null, testId }: Props) {
  return (
    <ResourceView resource={resource} skeleton={<RowSkeleton title={title} />}>
      {(data) => {
        const events = Array.isArray(data) ? data : data.items;
        if (events.length === 0) return empty;
        return (
          <HorizontalList title={title} moreHref={moreHref} testId={testId}>
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </HorizontalList>
        );
      }}
    </ResourceView>
  );
}
