import { type PageParcelProps, pluralRu } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { ArticleCard } from '../../entities/article';
import { EVENT_FORMS } from '../../entities/event';
import { PlaceCard } from '../../entities/place';
import { BelowTheFold } from '../../shared/ui/below-the-fold';
import buttons from '../../shared/ui/button.module.css';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import pageStyles from '../../shared/ui/page.module.css';
import { ResourceView } from '../../shared/ui/resource-view';
import { EmptyState } from '../../shared/ui/states';
import { EventsRow } from '../../widgets/events-row';
import { ListingLinks } from '../../widgets/listing-links';
import styles from './city-page.module.css';
import { articles, collections, places, today, tomorrow, weekend } from './model';

/** `/{city}`: today, tomorrow, the weekend, listings, collections, popular places and fresh articles. */
export function CityPage({ city }: PageParcelProps) {
  const base = `/${city.alias}/events`;

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
          <EmptyState emoji="🌙" title="Сегодня событий уже нет" text="Загляни на завтра или на выходные.">
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
        <EventsRow
          title="На выходных"
          moreHref={`${base}?date=weekend`}
          resource={weekend}
          testId="city-weekend"
        />
        <ListingLinks city={city} />
        <ResourceView resource={collections} skeleton={null}>
          {(items) =>
            items.length > 0 && (
              <HorizontalList title="Списки редакции" testId="city-collections">
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
        </ResourceView>
        <ResourceView resource={places} skeleton={null}>
          {(page) =>
            page.items.length > 0 && (
              <HorizontalList
                title="Популярные места"
                moreHref={`/${city.alias}/places`}
                testId="city-places"
              >
                {page.items.map((place) => (
                  <PlaceCard key={place.id} place={place} city={city.alias} />
                ))}
              </HorizontalList>
            )
          }
        </ResourceView>
        <ResourceView resource={articles} skeleton={null}>
          {(page) =>
            page.items.length > 0 && (
              <HorizontalList
                title="Свежее в журнале"
                moreHref={`/${city.alias}/blog`}
                testId="city-articles"
              >
                {page.items.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </HorizontalList>
            )
          }
        </ResourceView>
      </BelowTheFold>
    </div>
  );
}
