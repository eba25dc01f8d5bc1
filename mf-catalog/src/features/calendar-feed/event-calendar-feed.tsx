import { $isAuthenticated, type Event } from '@kaver/shared-contracts';
import { CalendarFeedPanel } from '@kaver/shared-contracts/ui/calendar-feed';
import { useUnit } from 'effector-react';
import { useFavouriteState } from '../favourite-toggle';

/**
 * On a favourite event of a signed-in person: the personal calendar feed of favourites, to subscribe to in Google,
 * Apple or Yandex calendars. It follows the favourite button (a toggle on this page shows or hides it).
 */
export function EventCalendarFeed({ event }: { event: Pick<Event, 'id' | 'isFavorite' | 'favoritesCnt'> }) {
  const signedIn = useUnit($isAuthenticated);
  const { isFavorite } = useFavouriteState({ kind: 'events', ...event });
  if (!signedIn || isFavorite !== 1) return null;
  return <CalendarFeedPanel place="event" />;
}
