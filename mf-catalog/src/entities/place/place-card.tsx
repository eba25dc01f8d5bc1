import { isConcealedPlace } from '@kaver/shared-contracts';
import { formatDistanceRu } from '../../shared/lib/distance';
import styles from '../card.module.css';
import { CardMedia } from '../card-media';
import type { PlaceCardData } from './card-data';

export const placePath = (city: string, place: Pick<PlaceCardData, 'slug'>) =>
  `/${city}/places/${place.slug}`;

/** A place as a card; `priority` as on EventCard: the page's largest paint, fetched first and never lazily. */
export function PlaceCard({
  place,
  city,
  priority = false,
}: {
  place: PlaceCardData;
  city: string;
  priority?: boolean;
}) {
  return (
    <a href={placePath(city, place)} className={styles.card} data-place={place.slug}>
      <CardMedia src={place.image} priority={priority}>
        <span className={styles.badge}>{place.category.title}</span>
        {place.isSecret && <span className={`${styles.badge} ${styles.age}`}>🔒 Секретное</span>}
      </CardMedia>
      {place.distance !== undefined && (
        <p className={styles.distance} data-testid="distance">
          {formatDistanceRu(place.distance)}
        </p>
      )}
      <h3 className={styles.title}>{place.title}</h3>
      <p className={styles.sub}>{isConcealedPlace(place) ? 'Адрес — по подписке' : place.address}</p>
    </a>
  );
}

/** 'место', 'места', 'мест' for pluralRu. */
export const PLACE_FORMS = ['место', 'места', 'мест'] as const;
/** 'адрес', 'адреса', 'адресов' for pluralRu. */
export const ADDRESS_FORMS = ['адрес', 'адреса', 'адресов'] as const;
