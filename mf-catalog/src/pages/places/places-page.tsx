import { formatCountRu, type PageParcelProps, PLACE_CATEGORIES } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { PLACE_FORMS, PlaceCard } from '../../entities/place';
import { NearbyPanel, useNearbyShowing } from '../../features/nearby';
import { PlacesMap } from '../../features/places-map';
import { pagePath, readPage } from '../../shared/lib/route-query';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid, CardGridSkeleton } from '../../shared/ui/card-grid';
import { ChipLinks } from '../../shared/ui/chips';
import pageStyles from '../../shared/ui/page.module.css';
import { isPastLastPage, Pagination, PastLastPage } from '../../shared/ui/pagination';
import { ResourceView } from '../../shared/ui/resource-view';
import { EmptyState } from '../../shared/ui/states';
import { places, readPlaceCategory } from './model';

/** `/{city}/places`: places by category, on a map when one can load, always as a list. */
export function PlacesPage({ city, route }: PageParcelProps) {
  const category = readPlaceCategory(route.query.category);
  const page = readPage(route.query.page);
  const query: Record<string, string> = category ? { category } : {};
  const nearby = useNearbyShowing('places', city);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Места {inCityPhrase(city)}</h1>
      <p className={pageStyles.lead}>
        Бары, музеи, театры, галереи и арт-пространства — с адресами и часами работы.
      </p>
      <div className={pageStyles.toolbar}>
        <ChipLinks
          scroll
          label="Категории мест"
          items={[
            { key: 'all', label: 'Все', href: route.path, active: !category },
            ...PLACE_CATEGORIES.map((item) => ({
              key: item.slug,
              label: item.title,
              href: pagePath(route.path, 1, { category: item.slug }),
              active: item.slug === category,
            })),
          ]}
        />
      </div>
      <NearbyPanel list={{ kind: 'places', city, category }} />
      <ResourceView resource={places} skeleton={<CardGridSkeleton />} hidden={nearby}>
        {(data) =>
          isPastLastPage(page, data) ? (
            <PastLastPage
              page={page}
              totalPages={data.totalPages}
              hrefFor={(n) => pagePath(route.path, n, query)}
            />
          ) : data.items.length === 0 ? (
            <EmptyState
              emoji="📍"
              title="Таких мест здесь пока нет"
              text="Посмотри другие категории — или все места города."
            >
              <a className={buttons.primary} href={route.path}>
                Все места
              </a>
            </EmptyState>
          ) : (
            <>
              {/* In the page's own chunk, not lazy: a lazy part suspends the server's render, which React then
                  streams with inline scripts that the CSP refuses. The map's script itself loads on demand. */}
              <PlacesMap city={city} places={data.items} />
              <p className={pageStyles.count}>{formatCountRu(data.total, PLACE_FORMS)}</p>
              <CardGrid label="Места">
                {data.items.map((place, index) => (
                  <PlaceCard key={place.id} place={place} city={city.alias} priority={index === 0} />
                ))}
              </CardGrid>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={(n) => pagePath(route.path, n, query)}
              />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}
