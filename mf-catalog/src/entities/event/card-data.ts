// What an event card shows, as the card shows it: its time is words already. A list page keeps only this of each
// event (its state is what the server serialises into the HTML), and the date library is loaded by the list's
// request, not by the page the server rendered: hydration renders words.
import type { Event } from '@kaver/shared-contracts';

export interface EventCardData {
  id: number;
  slug: string;
  /** City alias. */
  city: string;
  title: string;
  image: string;
  /** The first event type's title. */
  type: string | null;
  /** The age rating's title, '12+'. */
  age: string;
  /** '21 ноября 2026, 19:00', '21–23 ноября 2026', 'до 14 декабря 2026' (event-dates.ts). */
  when: string;
  /** The instant `when` names, for <time datetime>: the start, or the end of a run that reads 'до …'. */
  dateTime: string;
  /** The place's title, or the address. */
  where: string | null;
  price: string;
  /** Meters from the visitor, in a nearby list. */
  distance?: number;
}

/** A list of events (a page, a row) as cards; `now` is what 'today' means on them. */
export async function toEventCards<List extends { items: readonly Event[] }>(
  pending: Promise<List>,
): Promise<Omit<List, 'items'> & { items: EventCardData[] }> {
  const [{ toEventCard }, list] = await Promise.all([import('./to-event-card'), pending]);
  const now = Date.now();
  return { ...list, items: list.items.map((event) => toEventCard(event, now)) };
}
