import { CITIES, type City, cityDisplayTitle, isOpenCity } from '@kaver/shared-contracts';
import styles from './city-selector.module.css';

/** Open cities first, in their usual order, then the ones that are coming. */
const CITIES_OPEN_FIRST = [...CITIES].sort((a, b) => Number(isOpenCity(b)) - Number(isOpenCity(a)));

/**
 * The city grid (SPEC.md 2.7). A city without a cardBgColor is not open yet: greyed out, not clickable, no link.
 */
export function CitySelector({ current }: { current: City }) {
  return (
    <section className={styles.selector} aria-labelledby="city-selector-title" id="cities">
      <h2 id="city-selector-title" className={styles.title}>
        Выбери город
      </h2>
      <ul className={styles.grid}>
        {CITIES_OPEN_FIRST.map((city) => {
          const title = cityDisplayTitle(city);
          return (
            <li key={city.id}>
              {isOpenCity(city) ? (
                <a
                  href={`/${city.alias}`}
                  className={styles.card}
                  style={{ backgroundColor: city.options.cardBgColor }}
                  aria-current={city.alias === current.alias ? 'true' : undefined}
                  data-city={city.alias}
                >
                  {title}
                </a>
              ) : (
                <span className={styles.closed} aria-disabled="true" data-city={city.alias}>
                  {title}
                  <small className={styles.soon}>скоро</small>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
