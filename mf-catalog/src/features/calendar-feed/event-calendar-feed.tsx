import { $isAuthenticated, type Event } from '@kaver/shared-contracts';
import { CalendarFeedPanel } from '@kaver/shared-contracts/ui/calendar-feed';
import { useStoreMap, useUnit } from 'effector-react';
import { $favouriteOverrides, favouriteKey } from '../favourite-toggle';

/**
 * On a favourite event of a signed-in person: the personal calendar feed of favourites, to subscribe to in Google,
 * Apple or Yandex calendars. It follows the favourite button (a toggle on this page shows or hides it).
 */
export function EventCalendarFeed({ event }: { event: Pick<Event, 'id' | 'isFavorite'> }) {
  const signedIn = useUnit($isAuthenticated);
  const key = favouriteKey({ kind: 'events', id: event.id });
  const override = useStoreMap($favouriteOverrides, (overrides) => overrides[key]?.isFavorite ?? null);
  const favourite = (override ?? event.isFavorite) === 1;
  if (!signedIn || !favourite) return null;
  return <CalendarFeedPanel place="event" />;
}
