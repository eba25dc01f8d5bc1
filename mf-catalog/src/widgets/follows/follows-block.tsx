import {
  $isAuthenticated,
  $personalLists,
  type FollowsBlockProps,
  loginRequested,
} from '@kaver/shared-contracts';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { EventCard } from '../../entities/event';
import { PlaceCard } from '../../entities/place';
import { FollowButton } from '../../features/follow-place';
import { FOLLOWED_EVENTS_PER_PAGE, FOLLOWED_PLACES_PER_PAGE } from '../../shared/api/follows';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid } from '../../shared/ui/card-grid';
import { ResourceView } from '../../shared/ui/resource-view';
import { sizedSkeleton } from '../../shared/ui/sized-skeleton';
import { EmptyState, ErrorState } from '../../shared/ui/states';
import styles from './follows.module.css';
import {
  $calendarSwitch,
  $calendarSwitchFailed,
  $calendarSwitching,
  calendarSwitched,
  followedEvents,
  followedPlaces,
  followsInCalendar,
  followsPartHidden,
  followsPartShown,
} from './model';

/** How many places the session says the visitor follows: the lists' placeholders take their room. */
const useFollowedCount = () => useStoreMap($personalLists, (lists) => lists.followedPlaces.length);

function FollowedPlaces() {
  const known = useFollowedCount();
  const empty = (
    <EmptyState
      emoji="📍"
      title="Пока нет мест в подписках"
      text="Нажми «Подписаться» на странице места — здесь появятся и оно, и его новые события."
    >
      <a className={buttons.secondary} href="/">
        К афише
      </a>
    </EmptyState>
  );
  return (
    <div data-testid="followed-places">
      <ResourceView
        resource={followedPlaces}
        skeleton={sizedSkeleton(known, FOLLOWED_PLACES_PER_PAGE, empty)}
      >
        {(page) =>
          page.items.length === 0 ? (
            empty
          ) : (
            <CardGrid label="Мои места">
              {page.items.map((place) => (
                <div key={place.id} className={styles.place}>
                  <PlaceCard place={place} city={place.city ?? ''} />
                  <FollowButton placeId={place.id} />
                </div>
              ))}
            </CardGrid>
          )
        }
      </ResourceView>
    </div>
  );
}

function FollowedEvents() {
  // No place followed: no event either. With places, how many events is not known: three placeholders.
  const places = useFollowedCount();
  const empty = (
    <EmptyState
      emoji="🗓"
      title="В твоих местах пока ничего не запланировано"
      text="Подпишись на места, которые любишь, — их новые события появятся здесь."
    />
  );
  return (
    <div data-testid="followed-events">
      <ResourceView
        resource={followedEvents}
        skeleton={sizedSkeleton(places === 0 ? 0 : null, FOLLOWED_EVENTS_PER_PAGE, empty)}
      >
        {(page) =>
          page.items.length === 0 ? (
            empty
          ) : (
            <CardGrid label="Новое в твоих местах">
              {page.items.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </CardGrid>
          )
        }
      </ResourceView>
    </div>
  );
}

function CalendarSwitch() {
  const { loaded, status, switched, switching, failed, flip, retry } = useUnit({
    loaded: followsInCalendar.$data,
    status: followsInCalendar.$status,
    switched: $calendarSwitch,
    switching: $calendarSwitching,
    failed: $calendarSwitchFailed,
    flip: calendarSwitched,
    retry: followsInCalendar.retry,
  });
  const hintId = useId();
  if (status === 'error') {
    return <ErrorState text="Не получилось узнать, что попадает в календарь." onRetry={() => retry()} />;
  }
  const included = switched ?? loaded ?? false;
  const busy = status !== 'ready' || switching;
  return (
    <div data-testid="follows-calendar">
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={included}
          aria-checked={included}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={hintId}
          onChange={(event) => flip(event.target.checked)}
        />
        <span>
          Добавлять в календарь события моих мест
          <span id={hintId} className={styles.hint}>
            Календарь избранного покажет и то, что появится в местах из твоих подписок.
          </span>
        </span>
      </label>
      {failed && (
        <p className={styles.error} role="alert">
          Не получилось сохранить. Попробуй ещё раз.
        </p>
      )}
    </div>
  );
}

const PARTS = { places: FollowedPlaces, events: FollowedEvents, calendar: CalendarSwitch } as const;

/** A part of the profile's followed places, for mf-auth's /profile page (SPEC.md 2.1 `/profile`, issue 24). */
export function FollowsBlock({ part }: FollowsBlockProps) {
  const { signedIn, shown, hidden, login } = useUnit({
    signedIn: $isAuthenticated,
    shown: followsPartShown,
    hidden: followsPartHidden,
    login: loginRequested,
  });
  useEffect(() => {
    if (!signedIn) return;
    shown(part);
    return () => {
      hidden(part);
    };
  }, [signedIn, part, shown, hidden]);

  if (!signedIn) {
    return part === 'calendar' ? null : (
      <EmptyState emoji="📍" title="Подписки на места — после входа" text="Войди, чтобы следить за местами.">
        <button type="button" className={buttons.primary} onClick={() => login({ source: 'follow' })}>
          Войти
        </button>
      </EmptyState>
    );
  }
  const Part = PARTS[part];
  return <Part />;
}
