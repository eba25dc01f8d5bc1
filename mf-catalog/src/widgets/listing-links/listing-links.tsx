import type { City } from '@kaver/shared-contracts';
import { listingsForCity, resolveListing } from '@kaver/shared-contracts/listings';
import styles from './listing-links.module.css';

/** The city's visible listings (hidden ones are never linked; a listing shows only in its cities). */
export function ListingLinks({ city, title = 'Подборки' }: { city: City; title?: string }) {
  const listings = listingsForCity(city.alias);
  if (listings.length === 0) return null;
  return (
    <section className={styles.section} data-testid="listing-links">
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {listings.map((listing) => (
          <li key={listing.slug}>
            <a
              href={`/${city.alias}/events/listings/${listing.slug}`}
              className={styles.link}
              data-listing={listing.slug}
            >
              <span className={styles.icon} aria-hidden="true">
                {listing.icon}
              </span>
              {resolveListing(listing, city).titleForMainPage}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
