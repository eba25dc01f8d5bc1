import type { City } from '@kaver/shared-contracts';
import { useId } from 'react';
import { placePath } from '../../entities/place/place-card';
import buttons from '../../shared/ui/button.module.css';
import type { LocatedPlace } from './located';
import { yandexMapsPointUrl, yandexMapsSearchUrl } from './map-links';
import styles from './places-map.module.css';

interface Props {
  city: City;
  places: readonly LocatedPlace[];
  /** Why there is no map, in a sentence. */
  notice: string;
  /** Given when loading again may help (a failed load, not a missing key). */
  onRetry?: () => void;
}

/** Instead of the map: each place's address with links that open it in Yandex Maps, by address or by pin. */
export function MapFallback({ city, places, notice, onRetry }: Props) {
  const titleId = useId();
  return (
    <section className={styles.fallback} aria-labelledby={titleId} data-testid="places-map-fallback">
      <div className={styles.fallbackHead}>
        <h2 id={titleId} className={styles.fallbackTitle}>
          Адреса на карте
        </h2>
        <p className={styles.notice} data-testid="places-map-notice">
          {notice}
        </p>
        {onRetry && (
          <button type="button" className={buttons.ghost} onClick={onRetry}>
            Загрузить карту
          </button>
        )}
      </div>
      <ul className={styles.addresses}>
        {places.map((place) => (
          <li key={place.id} className={styles.address}>
            <a href={placePath(city.alias, place)} className={styles.placeLink}>
              {place.title}
            </a>
            <span>{place.address}</span>
            <span className={styles.mapLinks}>
              <a
                href={yandexMapsSearchUrl(city.title, place.address)}
                target="_blank"
                rel="noopener noreferrer"
                data-map-link="address"
                aria-label={`Открыть в Яндекс Картах: ${place.title}`}
              >
                Открыть в Яндекс Картах
              </a>
              <a
                href={yandexMapsPointUrl(place.coordinates)}
                target="_blank"
                rel="noopener noreferrer"
                data-map-link="point"
                aria-label={`По координатам: ${place.title}`}
              >
                По координатам
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
