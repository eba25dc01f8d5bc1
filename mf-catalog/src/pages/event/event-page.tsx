import type { City, PageParcelProps } from '@kaver/shared-contracts';
import { useFocusWhenDue } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { ArticleCard } from '../../entities/article';
import { eventPath } from '../../entities/event';
import { placePath } from '../../entities/place';
import { AddToCalendarButton } from '../../features/add-to-calendar';
import { EventCalendarFeed } from '../../features/calendar-feed';
import { FavouriteButton } from '../../features/favourite-toggle';
import { ShareButton } from '../../features/share';
import { BelowTheFold } from '../../shared/ui/below-the-fold';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import styles from '../../shared/ui/detail.module.css';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { DatingBlockSlot } from '../../widgets/dating-block-slot';
import { DetailHero } from '../../widgets/detail-hero';
import { EventsRow } from '../../widgets/events-row';
import { PremiumBannerSlot } from '../../widgets/premium-banner-slot';
import { RichText } from '../../widgets/rich-text';
import endedStyles from './event-page.module.css';
import { $ended, articles, type EventPageData, endedChecked, event, eventCrumbs, similar } from './model';

function Facts({ data, city }: { data: EventPageData; city: City }) {
  const { dates } = data;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Когда</dt>
        <dd data-testid="event-dates">
          <time dateTime={data.startsAt}>{dates.start}</time>
          {dates.end && (
            <>
              {' – '}
              <time dateTime={data.endsAt}>{dates.end}</time>
            </>
          )}
          <span className={styles.muted}>, {dates.time}</span>
        </dd>
      </div>
      <div>
        <dt>Где</dt>
        <dd>
          {data.place ? (
            <>
              <a href={placePath(city.alias, data.place)}>{data.place.title}</a>
              {/* A secret place without premium: the address is for subscribers. */}
              <span className={styles.muted}>, {data.place.address || 'адрес — по подписке'}</span>
            </>
          ) : (
            data.address
          )}
        </dd>
      </div>
      <div>
        <dt>Цена</dt>
        <dd>{data.price.text}</dd>
      </div>
      <div>
        <dt>Возраст</dt>
        <dd>{data.ageRating.title}</dd>
      </div>
    </dl>
  );
}

/** The longest wait a timer takes (2^31 - 1 ms, about 24 days); an end further away is checked on the next visit. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the event has ended, asked again in the browser (an effect: after hydration, which renders the server's
 * answer): once the page is on the screen, since the server's HTML may have been kept from before the end, and when
 * the end comes while the page is open.
 */
function useEndedChecked(endsAt: string) {
  const check = useUnit(endedChecked);
  useEffect(() => {
    check();
    // A second past the end: the end itself is still the event's.
    const delay = Date.parse(endsAt) - Date.now() + 1000;
    if (!(delay >= 1000 && delay < LONGEST_TIMEOUT_MS)) return;
    const timer = setTimeout(check, delay);
    return () => clearTimeout(timer);
  }, [endsAt, check]);
}

/** Said at the top of an event that has ended, with the way to what is on now. */
function EndedNotice({ city, linkRef }: { city: City; linkRef: Ref<HTMLAnchorElement> }) {
  return (
    <p className={endedStyles.notice} data-testid="event-ended">
      <strong>Событие уже прошло.</strong>{' '}
      <a ref={linkRef} href={`/${city.alias}/events`}>
        Что идёт сейчас
      </a>
    </p>
  );
}

function EventView({ data, city }: { data: EventPageData; city: City }) {
  // The event's own address, which its share and calendar links name, whatever address it was reached at.
  const path = eventPath(data);
  const isOver = useUnit($ended);
  useEndedChecked(data.endsAt);
  // «В календарь» going with the focus when the event ends: the focus goes to «Что идёт сейчас», not to <body>.
  const whatIsOn = useRef<HTMLAnchorElement>(null);
  const [focusDue, setFocusDue] = useState(false);
  useFocusWhenDue(focusDue, whatIsOn, () => setFocusDue(false));
  return (
    <article className={styles.event} data-testid="event-page">
      <Breadcrumbs items={eventCrumbs(city, data)} />
      <DetailHero
        images={data.images}
        cover={data.image}
        title={data.title}
        lead={data.shortDescription}
        tags={data.eventTypes.map((type) => ({
          title: type.title,
          href: `/${city.alias}/events?categories=${type.id}`,
        }))}
        facts={
          <>
            {isOver && <EndedNotice city={city} linkRef={whatIsOn} />}
            <Facts data={data} city={city} />
          </>
        }
        actions={
          <>
            <FavouriteButton
              target={{
                kind: 'events',
                id: data.id,
                isFavorite: data.isFavorite,
                favoritesCnt: data.favoritesCnt,
              }}
            />
            <ShareButton path={path} title={data.title} />
            {/* A calendar is for what is ahead. */}
            {!isOver && (
              <AddToCalendarButton event={data} path={path} onRemovedWithFocus={() => setFocusDue(true)} />
            )}
          </>
        }
      />
      <div className={styles.body}>
        <RichText safeHtml={data.description} />
        <aside className={styles.aside}>
          <EventCalendarFeed event={data} />
          <DatingBlockSlot eventId={data.id} city={city} />
          <PremiumBannerSlot type="event" />
        </aside>
      </div>
    </article>
  );
}

/** `/{city}/events/{slug}`: one event. An unknown slug gives the host's 404 page, any other failed load its error page. */
export function EventPage({ city }: PageParcelProps) {
  return (
    <div className={styles.page}>
      {/* What follows the event appears with it (its data loads meanwhile), so nothing on screen is pushed. */}
      <ResourceView resource={event} skeleton={<PageSkeleton />}>
        {(data) => (
          <>
            <EventView data={data} city={city} />
            <BelowTheFold>
              <EventsRow title="Похожие события" resource={similar} testId="similar-events" />
              <ResourceView resource={articles} skeleton={null}>
                {(page) =>
                  page.items.length > 0 && (
                    <HorizontalList title="Статьи о событии" testId="event-articles">
                      {page.items.map((article) => (
                        <ArticleCard key={article.id} article={article} />
                      ))}
                    </HorizontalList>
                  )
                }
              </ResourceView>
            </BelowTheFold>
          </>
        )}
      </ResourceView>
    </div>
  );
}
