import {
  type City,
  type Collection,
  formatCountRu,
  type PageParcelProps,
  TIME_PRESETS,
  type TimePresetName,
} from '@kaver/shared-contracts';
import { useMemo } from 'react';
import { EVENT_FORMS, EventCard } from '../../entities/event';
import { PlaceCard } from '../../entities/place';
import { TIME_PRESET_TITLES } from '../../features/events-filter/filters';
import { pagePath, readPage } from '../../shared/lib/route-query';
import { BelowTheFold } from '../../shared/ui/below-the-fold';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid, CardGridSkeleton } from '../../shared/ui/card-grid';
import { type ChipLink, ChipLinks } from '../../shared/ui/chips';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import pageStyles from '../../shared/ui/page.module.css';
import { isPastLastPage, Pagination, PastLastPage } from '../../shared/ui/pagination';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { EmptyState } from '../../shared/ui/states';
import { listing, listingCrumbs, listingPlaces, listingTexts } from './model';
import { type ListingRoute, listingCategories, listingTimes, resolveListingRoute } from './resolve';
import { ThemedArticlesSection } from './themed-articles-section';

/** The times a route's page offers: none on a listing that is itself a time. */
const timesOf = (route: ListingRoute): readonly TimePresetName[] =>
  route.kind === 'listing' ? listingTimes(route.listing) : TIME_PRESETS;

/**
 * Category chips (listings) and time chips: only paths that resolve (resolve.ts). A listing's time may follow its
 * category or stand alone (SPEC.md 2.1: /{slug}[/{category}][/{time}]), and each chip keeps the other choice.
 */
function ListingChips({ route }: { route: ListingRoute }) {
  const presets = timesOf(route);
  if (route.kind === 'listing' && route.base.includes('/listings/')) {
    const path = (category: string | undefined, time: string | null) =>
      [route.base, category, time].filter(Boolean).join('/');
    const categories: ChipLink[] = [
      { key: 'all', label: 'Все', href: path(undefined, route.time), active: !route.category },
      ...listingCategories(route.listing).map((category) => ({
        key: category.slug,
        label: category.title,
        href: path(category.slug, route.time),
        active: route.category?.slug === category.slug,
      })),
    ];
    const times: ChipLink[] = [
      {
        key: 'any-time',
        label: 'Любая дата',
        href: path(route.category?.slug, null),
        active: !route.time,
      },
      ...presets.map((time) => ({
        key: time,
        label: TIME_PRESET_TITLES[time],
        href: path(route.category?.slug, time),
        active: route.time === time,
      })),
    ];
    return (
      <div className={pageStyles.toolbar}>
        <ChipLinks label="Категории" items={categories} scroll />
        {presets.length > 0 && <ChipLinks label="Когда" items={times} />}
      </div>
    );
  }
  if (presets.length === 0) return null;
  const times: ChipLink[] = [
    { key: 'any-time', label: 'Любая дата', href: route.base, active: !route.time },
    ...presets.map((time) => ({
      key: time,
      label: TIME_PRESET_TITLES[time],
      href: `${route.base}/${time}`,
      active: route.time === time,
    })),
  ];
  return (
    <div className={pageStyles.toolbar}>
      <ChipLinks label="Когда" items={times} />
    </div>
  );
}

/** The trail, the heading, the lead and the chips of a listing or a collection. */
function ListingHeading({
  city,
  route,
  path,
  collection,
}: {
  city: City;
  route: ListingRoute;
  path: string;
  collection: Collection | null;
}) {
  const texts = listingTexts(city, route, collection);
  return (
    <>
      <Breadcrumbs items={listingCrumbs(city, texts.title, path)} />
      <h1 className={pageStyles.title} data-testid="listing-title">
        {route.kind === 'listing' && <span aria-hidden="true">{`${route.listing.icon} `}</span>}
        {texts.title}
      </h1>
      {texts.lead && <p className={pageStyles.lead}>{texts.lead}</p>}
      <ListingChips route={route} />
    </>
  );
}

/**
 * `/{city}/events/listings/{slug}[/{category}[/{time}]]` and `/{city}/events/lists/{slug}[/{time}]`: a listing
 * of SPEC.md 2.2 (titles from its city templates) or an editorial collection of the API.
 */
export function ListingPage({ city, route }: PageParcelProps) {
  const paramsKey = JSON.stringify(route.params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params compared by value through paramsKey
  const resolved = useMemo(() => resolveListingRoute(route, city), [paramsKey, route.name, city]);
  const page = readPage(route.query.page);
  // A category or time the listing does not offer: the model raised the 404 page, which the host shows.
  if (!resolved) return null;
  // A listing's texts are its templates' (SPEC.md 2.1): shown at once, and kept when the API fails. A collection's
  // come with its data.
  const heading = (collection: Collection | null) => (
    <ListingHeading city={city} route={resolved} path={route.path} collection={collection} />
  );
  const local = resolved.kind === 'listing';

  return (
    <div className={pageStyles.page}>
      {local && heading(null)}
      <ResourceView
        resource={listing}
        skeleton={
          <>
            {!local && <PageSkeleton />}
            <CardGridSkeleton />
          </>
        }
      >
        {(data) => {
          const { events } = data;
          return (
            <>
              {!local && heading(data.collection)}
              {isPastLastPage(page, events) ? (
                <PastLastPage
                  page={page}
                  totalPages={events.totalPages}
                  hrefFor={(n) => pagePath(route.path, n)}
                />
              ) : events.items.length === 0 ? (
                <EmptyState
                  title="Здесь пока пусто"
                  text="Попробуй другую дату или загляни во всю афишу города."
                >
                  {resolved.time && (
                    <a className={buttons.primary} href={resolved.base}>
                      Любая дата
                    </a>
                  )}
                  <a className={buttons.secondary} href={`/${city.alias}/events`}>
                    Вся афиша
                  </a>
                </EmptyState>
              ) : (
                <>
                  <p className={pageStyles.count}>{formatCountRu(events.total, EVENT_FORMS)}</p>
                  <CardGrid label="События">
                    {events.items.map((event, index) => (
                      <EventCard key={event.id} event={event} priority={index === 0} />
                    ))}
                  </CardGrid>
                  <Pagination
                    page={events.page}
                    totalPages={events.totalPages}
                    hrefFor={(n) => pagePath(route.path, n)}
                  />
                </>
              )}
              {/* Under the events and shown with them, so it pushes nothing on screen. */}
              <BelowTheFold>
                <ThemedArticlesSection />
              </BelowTheFold>
            </>
          );
        }}
      </ResourceView>
      <ResourceView resource={listingPlaces} skeleton={null}>
        {(places) =>
          places.items.length > 0 && (
            <HorizontalList
              title="Места"
              moreHref={`/${city.alias}/places?category=${places.items[0]!.category.slug}`}
            >
              {places.items.map((place) => (
                <PlaceCard key={place.id} place={place} city={city.alias} />
              ))}
            </HorizontalList>
          )
        }
      </ResourceView>
    </div>
  );
}
