import type { Event } from '@kaver/shared-contracts';
import { formatDistanceRu } from '../../shared/lib/distance';
import styles from '../card.module.css';
import { CardMedia } from '../card-media';
import type { EventCardData } from './card-data';

export const eventPath = (event: Pick<Event, 'city' | 'slug'>) => `/${event.city}/events/${event.slug}`;

/**
 * An event as a card: picture, when, title, where, price; the whole card is one link. `priority` marks the card
 * that is the page's largest paint on arrival (the first of a top row or list): its picture loads at once with
 * high priority instead of lazily, the same URL the page's meta preloads (lcpImage).
 */
export function EventCard({ event, priority = false }: { event: EventCardData; priority?: boolean }) {
  return (
    <a href={eventPath(event)} className={styles.card} data-event={event.slug}>
      <CardMedia src={event.image} priority={priority}>
        {event.type && <span className={styles.badge}>{event.type}</span>}
        <span className={`${styles.badge} ${styles.age}`}>{event.age}</span>
      </CardMedia>
      <p className={styles.meta}>
        <time dateTime={event.dateTime}>{event.when}</time>
        {event.distance !== undefined && (
          <span className={styles.distance} data-testid="distance">
            {formatDistanceRu(event.distance)}
          </span>
        )}
      </p>
      <h3 className={styles.title}>{event.title}</h3>
      {event.where && <p className={styles.sub}>{event.where}</p>}
      <p className={styles.price}>{event.price}</p>
    </a>
  );
}

/** 'событие', 'события', 'событий' for pluralRu. */
export const EVENT_FORMS = ['событие', 'события', 'событий'] as const;
