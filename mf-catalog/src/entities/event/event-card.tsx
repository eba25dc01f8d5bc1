import type { Event } from '@kaver/shared-contracts';
import { eventWhen } from '../../shared/lib/event-dates';
import styles from '../card.module.css';
import { CardMedia } from '../card-media';

export const eventPath = (event: Pick<Event, 'city' | 'slug'>) => `/${event.city}/events/${event.slug}`;

/**
 * An event as a card: picture, when, title, where, price; the whole card is one link. `priority` marks a card
 * seen on arrival (the first of a top row): its picture loads at once instead of lazily, as it is the page's
 * largest paint.
 */
export function EventCard({ event, priority = false }: { event: Event; priority?: boolean }) {
  const type = event.eventTypes[0];
  return (
    <a href={eventPath(event)} className={styles.card} data-event={event.slug}>
      <CardMedia src={event.image} priority={priority}>
        {type && <span className={styles.badge}>{type.title}</span>}
        <span className={`${styles.badge} ${styles.age}`}>{event.ageRating.title}</span>
      </CardMedia>
      <p className={styles.meta}>{eventWhen(event)}</p>
      <h3 className={styles.title}>{event.title}</h3>
      {(event.place || event.address) && <p className={styles.sub}>{event.place?.title ?? event.address}</p>}
      <p className={styles.price}>{event.price.text}</p>
    </a>
  );
}

/** 'событие', 'события', 'событий' for pluralRu. */
export const EVENT_FORMS = ['событие', 'события', 'событий'] as const;
