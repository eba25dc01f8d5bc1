import {
  $isAuthenticated,
  $personalLists,
  type FavouritesBlockProps,
  loginRequested,
  type Page,
} from '@kaver/shared-contracts';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { EventCard, type EventCardData } from '../../entities/event';
import { PlaceCard, type PlaceCardData } from '../../entities/place';
import { FAVOURITES_PER_PAGE } from '../../shared/api/favourites';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid } from '../../shared/ui/card-grid';
import { ResourceView } from '../../shared/ui/resource-view';
import { sizedSkeleton } from '../../shared/ui/sized-skeleton';
import { EmptyState } from '../../shared/ui/states';
import { favouriteEvents, favouritePlaces, favouritesShown } from './model';

/** The signed-in user's favourite events or places, for mf-auth's /profile page. */
export function FavouritesBlock({ kind }: FavouritesBlockProps) {
  const { signedIn, shown, login } = useUnit({
    signedIn: $isAuthenticated,
    shown: favouritesShown,
    login: loginRequested,
  });
  // How many the session says there are: the placeholders take their room (no shift when they arrive).
  const known = useStoreMap({
    store: $personalLists,
    keys: [kind],
    fn: (lists, [which]) => (which === 'events' ? lists.favouriteEvents : lists.favouritePlaces).length,
  });
  useEffect(() => {
    if (signedIn) shown(kind);
  }, [signedIn, kind, shown]);

  if (!signedIn) {
    return (
      <EmptyState emoji="♡" title="Избранное — после входа" text="Войди, чтобы сохранять события и места.">
        <button type="button" className={buttons.primary} onClick={() => login({ source: 'favourite' })}>
          Войти
        </button>
      </EmptyState>
    );
  }
  const resource = kind === 'events' ? favouriteEvents : favouritePlaces;
  const empty = (
    <EmptyState
      emoji="♡"
      title={kind === 'events' ? 'Пока нет избранных событий' : 'Пока нет избранных мест'}
      text="Нажми «В избранное» на странице события или места — оно появится здесь."
    >
      <a className={buttons.secondary} href="/">
        К афише
      </a>
    </EmptyState>
  );
  return (
    <div data-testid={`favourites-${kind}`}>
      <ResourceView
        resource={resource as typeof favouriteEvents | typeof favouritePlaces}
        skeleton={sizedSkeleton(known, FAVOURITES_PER_PAGE, empty)}
      >
        {(page: Page<EventCardData> | Page<PlaceCardData>) =>
          page.items.length === 0 ? (
            empty
          ) : (
            <CardGrid label={kind === 'events' ? 'Избранные события' : 'Избранные места'}>
              {kind === 'events'
                ? (page as Page<EventCardData>).items.map((event) => (
                    <EventCard key={event.id} event={event} />
                  ))
                : (page as Page<PlaceCardData>).items.map((place) => (
                    <PlaceCard key={place.id} place={place} city={place.city ?? ''} />
                  ))}
            </CardGrid>
          )
        }
      </ResourceView>
    </div>
  );
}
