import { formatCountRu, type PageParcelProps } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { useUnit } from 'effector-react';
import { EVENT_FORMS, EventCard } from '../../entities/event';
import { FilterPanel, filtersHref, NO_FILTERS } from '../../features/events-filter';
import { NearbyPanel, useNearbyShowing } from '../../features/nearby';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid, CardGridSkeleton } from '../../shared/ui/card-grid';
import pageStyles from '../../shared/ui/page.module.css';
import { isPastLastPage, Pagination, PastLastPage } from '../../shared/ui/pagination';
import { ResourceView } from '../../shared/ui/resource-view';
import { EmptyState } from '../../shared/ui/states';
import { $filters, eventCollections, events, eventTypes, queryKeyOf } from './model';

/** `/{city}/events`: every event of the city, with the filters and ?page=N in the URL. */
export function EventsPage({ city, route }: PageParcelProps) {
  const { read, types, collections } = useUnit({
    read: $filters,
    types: eventTypes.$data,
    collections: eventCollections.$data,
  });
  // The filters of this URL; none yet only while a slow navigation still loads the date module.
  const filters = read?.query === queryKeyOf(route.query) ? read.filters : null;
  // Meanwhile the panel stays with the last URL's (its fields then follow the new one): unmounted, it would drop
  // the keyboard's focus to the page's body after every chip or field changed in place.
  const panelFilters = filters ?? read?.filters ?? null;
  const nearby = useNearbyShowing('events', city);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Афиша {inCityPhrase(city)}</h1>
      {panelFilters && (
        <FilterPanel
          path={route.path}
          filters={panelFilters}
          types={types ?? []}
          collections={collections ?? []}
        />
      )}
      <NearbyPanel list={{ kind: 'events', city, filters: panelFilters ?? NO_FILTERS }} />
      {!filters ? (
        !nearby && <CardGridSkeleton />
      ) : (
        <ResourceView resource={events} skeleton={<CardGridSkeleton />} hidden={nearby}>
          {(page) => {
            const hrefFor = (n: number) => filtersHref(route.path, { ...filters, page: n });
            if (isPastLastPage(filters.page, page)) {
              return <PastLastPage page={filters.page} totalPages={page.totalPages} hrefFor={hrefFor} />;
            }
            if (page.items.length === 0) {
              return (
                <EmptyState
                  title="По этим фильтрам ничего не нашлось"
                  text="Попробуй другую дату, убери категорию или ограничение по цене."
                >
                  <a className={buttons.primary} href={filtersHref(route.path, NO_FILTERS)}>
                    Сбросить фильтры
                  </a>
                  <a
                    className={buttons.secondary}
                    href={filtersHref(route.path, { ...NO_FILTERS, date: 'weekend' })}
                  >
                    Что на выходных
                  </a>
                </EmptyState>
              );
            }
            return (
              <>
                {/* The heading of the cards (their titles are h3): «128 событий». */}
                <h2 className={pageStyles.count} data-testid="events-count">
                  {formatCountRu(page.total, EVENT_FORMS)}
                </h2>
                <CardGrid label="События">
                  {page.items.map((event, index) => (
                    <EventCard key={event.id} event={event} priority={index === 0} />
                  ))}
                </CardGrid>
                <Pagination page={page.page} totalPages={page.totalPages} hrefFor={hrefFor} />
              </>
            );
          }}
        </ResourceView>
      )}
    </div>
  );
}
