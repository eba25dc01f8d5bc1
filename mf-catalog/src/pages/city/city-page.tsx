import { type PageParcelProps, pluralRu } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { ArticleCard } from '../../entities/article';
import { EVENT_FORMS } from '../../entities/event';
import { PlaceCard } from '../../entities/place';
import { BelowTheFold } from '../../shared/ui/below-the-fold';
import buttons from '../../shared/ui/button.module.css';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import pageStyles from '../../shared/ui/page.module.css';
import { EmptyState } from '../../shared/ui/states';
import { EventsRow, RowView } from '../../widgets/events-row';
import { ListingLinks } from '../../widgets/listing-links';
import styles from './city-page.module.css';
import { $weekendIsToday, articles, collections, places, today, tomorrow, weekend } from './model';

/** The rows below the events', named the same loaded or failed (RowView). */
const TITLES = {
  collections: 'Списки редакции',
  places: 'Популярные места',
  articles: 'Свежее в журнале',
};

/**
 * `/{city}`: today, tomorrow, the weekend, listings, collections, popular places and fresh articles. A row whose
 * load failed keeps its title above its error.
 */
export function CityPage({ city }: PageParcelProps) {
  const base = `/${city.alias}/events`;
  // On a Sunday the weekend is today: its row would repeat «Сегодня».
  const weekendIsToday = useUnit($weekendIsToday);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Куда сходить {inCityPhrase(city)}</h1>
      <p className={pageStyles.lead}>Главное на сегодня, завтра и выходные — выбирай и иди.</p>
      <nav className={styles.quick} aria-label="Разделы города">
        <a className={buttons.primary} href={base}>
          Вся афиша
        </a>
        <a className={buttons.secondary} href={`/${city.alias}/places`}>
          Места
        </a>
        <a className={buttons.secondary} href={`/${city.alias}/blog`}>
          Журнал
        </a>
        <a className={buttons.secondary} href={`/blog/${city.alias}-weekend`}>
          Планы на выходные
        </a>
      </nav>
      <EventsRow
        title="Сегодня"
        moreHref={`${base}?date=today`}
        resource={today}
        testId="city-today"
        aboveTheFold
        empty={
          <EmptyState
            emoji="🌙"
            title="Сегодня событий уже нет"
            text={weekendIsToday ? 'Загляни на завтра.' : 'Загляни на завтра или на выходные.'}
          >
            <a className={buttons.secondary} href={`${base}?date=tomorrow`}>
              Что завтра
            </a>
          </EmptyState>
        }
      />
      <BelowTheFold>
        <EventsRow
          title="Завтра"
          moreHref={`${base}?date=tomorrow`}
          resource={tomorrow}
          testId="city-tomorrow"
        />
        {weekendIsToday || (
          <EventsRow
            title="На выходных"
            moreHref={`${base}?date=weekend`}
            resource={weekend}
            testId="city-weekend"
          />
        )}
        <ListingLinks city={city} />
        <RowView title={TITLES.collections} resource={collections} skeleton={null} testId="city-collections">
          {(items) =>
            items.length > 0 && (
              <HorizontalList title={TITLES.collections} testId="city-collections">
                {items.map((collection) => (
                  <a
                    key={collection.id}
                    href={`/${city.alias}/events/lists/${collection.slug}`}
                    className={styles.collection}
                    data-collection={collection.slug}
                  >
                    <MediaImage
                      src={collection.image}
                      alt=""
                      className={styles.collectionImage}
                      sizes="320px"
                    />
                    <span className={styles.collectionTitle}>{collection.title}</span>
                    <span className={styles.collectionCount}>
                      {collection.eventsCount} {pluralRu(collection.eventsCount, EVENT_FORMS)}
                    </span>
                  </a>
                ))}
              </HorizontalList>
            )
          }
        </RowView>
        <RowView title={TITLES.places} resource={places} skeleton={null} testId="city-places">
          {(page) =>
            page.items.length > 0 && (
              <HorizontalList title={TITLES.places} moreHref={`/${city.alias}/places`} testId="city-places">
                {page.items.map((place) => (
                  <PlaceCard key={place.id} place={place} city={city.alias} />
                ))}
              </HorizontalList>
            )
          }
        </RowView>
        <RowView title={TITLES.articles} resource={articles} skeleton={null} testId="city-articles">
          {(page) =>
            page.items.length > 0 && (
              <HorizontalList title={TITLES.articles} moreHref={`/${city.alias}/blog`} testId="city-articles">
                {page.items.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </HorizontalList>
            )
          }
        </RowView>
      </BelowTheFold>
    </div>
  );
}
