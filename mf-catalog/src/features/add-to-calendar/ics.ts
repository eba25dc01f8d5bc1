// The .ics file of one event, for any calendar app: the shared iCalendar writer with METHOD:PUBLISH.
import type { Event } from '@kaver/shared-contracts';
import { buildCalendar } from '@kaver/shared-contracts/ics';
import { dayjs, type Instant } from '@kaver/shared-contracts/time';

/** The UID an event has in every calendar file we make (the download and the personal feed). */
export const eventUid = (id: number) => `event-${id}@kaver`;

export function buildIcs(
  event: Pick<Event, 'id' | 'title' | 'shortDescription' | 'startsAt' | 'endsAt' | 'address' | 'place'>,
  url: string,
  now: Instant = dayjs(),
): string {
  const location = [event.place?.title, event.place?.address ?? event.address].filter(Boolean).join(', ');
  return buildCalendar({
    productId: '-//Kaver//Afisha//RU',
    method: 'PUBLISH',
    stamp: now,
    events: [
      {
        uid: eventUid(event.id),
        start: event.startsAt,
        end: event.endsAt,
        summary: event.title,
        description: `${event.shortDescription}\n${url}`,
        location,
        url,
      },
    ],
  });
}
