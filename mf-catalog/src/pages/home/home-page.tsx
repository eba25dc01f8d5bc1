import { type City, cityDisplayTitle, type PageParcelProps } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { EventCard } from '../../entities/event';
import { HorizontalList, HorizontalListSkeleton } from '../../shared/ui/horizontal-list';
import { ResourceView } from '../../shared/ui/resource-view';
import { CitySelector } from '../../widgets/city-selector/city-selector';
import styles from './home-page.module.css';
import { whatsOn } from './model';

function WhatsOn({ city }: { city: City }) {
  const inCity = inCityPhrase(city);
  return (
    <ResourceView resource={whatsOn} skeleton={<HorizontalListSkeleton title={`Сегодня ${inCity}`} />}>
      {({ kind, items }) =>
        items.length > 0 && (
          <HorizontalList
            title={kind === 'today' ? `Сегодня ${inCity}` : `Скоро ${inCity}`}
            moreHref={`/${city.alias}`}
            moreLabel={`Вся афиша: ${cityDisplayTitle(city)}`}
            testId="home-whats-on"
            onFirstScreen
          >
            {items.map((event, index) => (
              <EventCard key={event.id} event={event} priority={index === 0} />
            ))}
          </HorizontalList>
        )
      }
    </ResourceView>
  );
}

/** `/`: what is on in the current (or default) city, and the city grid. */
export function HomePage({ city }: PageParcelProps) {
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>Куда сходить в твоём городе</h1>
      <p className={styles.lead}>
        Концерты, выставки, спектакли и необычные места — всё, что происходит рядом.
      </p>
      <WhatsOn city={city} />
      <CitySelector current={city} />
    </div>
  );
}
