import type { PlaceSummary } from '@kaver/shared-contracts';
import { MediaImage } from '@kaver/shared-contracts/ui';
import styles from '../card.module.css';
import { CARD_SIZES } from '../event/event-card';

export const placePath = (city: string, place: Pick<PlaceSummary, 'slug'>) => `/${city}/places/${place.slug}`;

/** A place as a card; `priority` as for EventCard (the first card of a list page is its largest paint). */
export function PlaceCard({
  place,
  city,
  priority = false,
}: {
  place: PlaceSummary & { isSecret?: boolean };
  city: string;
  priority?: boolean;
}) {
  return (
    <a href={placePath(city, place)} className={styles.card} data-place={place.slug}>
      <div className={styles.media}>
        <MediaImage
          className={styles.image}
          src={place.image}
          alt=""
          sizes={CARD_SIZES}
          priority={priority}
        />
        <span className={styles.badge}>{place.category.title}</span>
        {place.isSecret && <span className={`${styles.badge} ${styles.age}`}>🔒 Секретное</span>}
      </div>
      <h3 className={styles.title}>{place.title}</h3>
      <p className={styles.sub}>{place.address}</p>
    </a>
  );
}
