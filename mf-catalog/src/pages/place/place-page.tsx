import {
  type City,
  type PageParcelProps,
  type Place,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { placePath } from '../../entities/place';
import { foldOpeningHours } from '../../entities/place/opening-hours';
import { FavouriteButton } from '../../features/favourite-toggle';
import { FollowButton } from '../../features/follow-place';
import { yandexMapsPointUrl } from '../../features/places-map/map-links';
import { ShareButton } from '../../features/share';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import buttons from '../../shared/ui/button.module.css';
import styles from '../../shared/ui/detail.module.css';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { DetailHero } from '../../widgets/detail-hero';
import { EventsRow } from '../../widgets/events-row';
import { place, placeCrumbs, placeEvents } from './model';

/** What a secret place keeps for subscribers, in place of its address, hours and phone. */
function SecretPlaceFacts() {
  const offerSubscription = useUnit(subscriptionOfferRequested);
  return (
    <div className={styles.facts} data-testid="secret-place-paywall">
      {/* SPEC.md 1's paywall text, as it is written there (and as the dating paywall shows it). */}
      <p>
        <strong>Доступно только по подписке</strong>
        <br />
        Адрес, часы работы и телефон секретного места открываются с премиум-подпиской.
      </p>
      <button
        type="button"
        className={buttons.primary}
        onClick={() => offerSubscription({ source: 'secret-place' })}
      >
        Оформить подписку
      </button>
    </div>
  );
}

function PlaceView({ data, city }: { data: Place; city: City }) {
  return (
    <article data-testid="place-page">
      <Breadcrumbs items={placeCrumbs(city, data)} />
      <DetailHero
        images={data.images}
        cover={data.image}
        title={data.title}
        lead={data.description}
        tags={[{ title: data.category.title, href: `/${city.alias}/places?category=${data.category.slug}` }]}
        facts={
          // A concealed secret place (isConcealedPlace): no address, coordinates or hours came.
          data.coordinates === null ? (
            <SecretPlaceFacts />
          ) : (
            <dl className={styles.facts}>
              <div>
                <dt>Адрес</dt>
                <dd>
                  {data.address}{' '}
                  <a
                    href={yandexMapsPointUrl(data.coordinates)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.nowrap}
                  >
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
          )
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
            <ShareButton path={placePath(city.alias, data)} title={data.title} />
          </>
        }
      />
    </article>
  );
}

/**
 * `/{city}/places/{slug}`: one place and what is on there. A secret place reaches a visitor without premium as its
 * name, picture and teaser (the API conceals the rest), with the subscription offer in place of its address.
 */
export function PlacePage({ city }: PageParcelProps) {
  return (
    <div className={styles.page}>
      {/* The events there appear with the place (their data loads meanwhile), so nothing on screen is pushed. */}
      <ResourceView resource={place} skeleton={<PageSkeleton />}>
        {(data) => (
          <>
            <PlaceView data={data} city={city} />
            <EventsRow title="События здесь" resource={placeEvents} testId="place-events" />
          </>
        )}
      </ResourceView>
    </div>
  );
}
