import { DEFAULT_CITY, type Event, findCityByAlias } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { formatDistanceRu } from '../../shared/lib/distance';
import { eventWhen } from '../../shared/lib/event-dates';
import { $pageNow } from '../../shared/lib/page-clock';
import styles from '../card.module.css';
import { CardMedia } from '../card-media';

export const eventPath = (event: Pick<Event, 'city' | 'slug'>) => `/${event.city}/events/${event.slug}`;

/**
 * An event as a card: picture, when, title, where, price; the whole card is one link. `priority` marks the card
 * that is the page's largest paint on arrival (the first of a top row or list): its picture loads at once with
 * high priority instead of lazily, the same URL the page's meta preloads (lcpImage).
 */
export function EventCard({ event, priority = false }: { event: Event; priority?: boolean }) {
  const now = useUnit($pageNow);
  const timeZone = (findCityByAlias(event.city) ?? DEFAULT_CITY).timezone;
  const type = event.eventTypes[0];
  return (
    <a href={eventPath(event)} className={styles.card} data-event={event.slug}>
      <CardMedia src={event.image} priority={priority}>
        {type && <span className={styles.badge}>{type.title}</span>}
        <span className={`${styles.badge} ${styles.age}`}>{event.ageRating.title}</span>
      </CardMedia>
      <p className={styles.meta}>
        <time dateTime={event.startsAt}>{eventWhen(event, now, timeZone)}</time>
        {event.distance !== undefined && (
          <span className={styles.distance} data-testid="distance">
            {formatDistanceRu(event.distance)}
          </span>
        )}
      </p>
      <h3 className={styles.title}>{event.title}</h3>
      {(event.place || event.address) && <p className={styles.sub}>{event.place?.title ?? event.address}</p>}
      <p className={styles.price}>{event.price.text}</p>
    </a>
  );
}

/** 'событие', 'события', 'событий' for pluralRu. */
export const EVENT_FORMS = ['событие', 'события', 'событий'] as const;
