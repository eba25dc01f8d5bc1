import {
  type City,
  isApiError,
  type PageParcelProps,
  type Place,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { foldOpeningHours } from '../../entities/place';
import { FavouriteButton } from '../../features/favourite-toggle';
import { FollowButton } from '../../features/follow-place';
import { yandexMapsPointUrl } from '../../features/places-map/map-links';
import { ShareButton } from '../../features/share';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import buttons from '../../shared/ui/button.module.css';
import styles from '../../shared/ui/detail.module.css';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { EmptyState } from '../../shared/ui/states';
import { DetailHero } from '../../widgets/detail-hero';
import { EventsRow } from '../../widgets/events-row';
import { place, placeCrumbs, placeEvents } from './model';

function PlaceView({ data, city, path }: { data: Place; city: City; path: string }) {
  const mapLink = yandexMapsPointUrl(data.coordinates);
  return (
    <article data-testid="place-page">
      <Breadcrumbs items={placeCrumbs(city, data, path)} />
      <DetailHero
        images={data.images}
        cover={data.image}
        title={data.title}
        lead={data.description}
        tags={[{ title: data.category.title, href: `/${city.alias}/places?category=${data.category.slug}` }]}
        facts={
          <dl className={styles.facts}>
            <div>
              <dt>Адрес</dt>
              <dd>
                {data.address}{' '}
                <a href={mapLink} target="_blank" rel="noopener noreferrer">
                  на карте
                </a>
              </dd>
            </div>
            <div>
              <dt>Часы</dt>
              <dd data-testid="place-hours">
                {foldOpeningHours(data.hours).map((row) => (
                  <span key={row.days} className={styles.hoursRow}>
                    {row.days}:{' '}
                    {row.open && row.close ? (
                      <>
                        <time dateTime={row.open}>{row.open}</time>–
                        <time dateTime={row.close}>{row.close}</time>
                      </>
                    ) : (
                      row.hours
                    )}
                  </span>
                ))}
              </dd>
            </div>
            {data.phone && (
              <div>
                <dt>Телефон</dt>
                <dd>
                  <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>
                </dd>
              </div>
            )}
            {data.website && (
              <div>
                <dt>Сайт</dt>
                <dd>
                  <a href={data.website} target="_blank" rel="noopener noreferrer nofollow">
                    {data.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        }
        actions={
          <>
            <FavouriteButton
              target={{
                kind: 'places',
                id: data.id,
                isFavorite: data.isFavorite,
                favoritesCnt: data.favoritesCnt,
              }}
            />
            <FollowButton placeId={data.id} />
            <ShareButton path={path} title={data.title} />
          </>
        }
      />
    </article>
  );
}

/** `/{city}/places/{slug}`: one place and what is on there. Secret places are for subscribers. */
export function PlacePage({ city, route }: PageParcelProps) {
  const { error, offerSubscription } = useUnit({
    error: place.$error,
    offerSubscription: subscriptionOfferRequested,
  });

  if (isApiError(error) && error.status === 403) {
    return (
      <div className={styles.page}>
        <EmptyState
          heading
          emoji="🔒"
          title="Доступно только по подписке"
          text="Секретные места открываются с премиум-подпиской."
        >
          <button
            type="button"
            className={buttons.primary}
            onClick={() => offerSubscription({ source: 'secret-place' })}
          >
            Оформить подписку
          </button>
          <a className={buttons.secondary} href={`/${city.alias}/places`}>
            Все места
          </a>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {/* The events there appear with the place (their data loads meanwhile), so nothing on screen is pushed. */}
      <ResourceView resource={place} skeleton={<PageSkeleton />}>
        {(data) => (
          <>
            <PlaceView data={data} city={city} path={route.path} />
            <EventsRow title="События здесь" resource={placeEvents} testId="place-events" />
          </>
        )}
      </ResourceView>
    </div>
  );
}
