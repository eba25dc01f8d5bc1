import type { Event } from '@kaver/shared-contracts';
import { dayjs } from '@kaver/shared-contracts/time';
import { renderToString } from 'react-dom/server';
import { EventCard } from './event-card';
import { toEventCard } from './to-event-card';

/** What a card reads of an event: a run of six weeks in Moscow. */
const exhibition = {
  id: 5,
  slug: 'russkiy-avangard-moscow-5',
  city: 'moscow',
  title: 'Русский авангард',
  dateStart: '25.11.2026 10:00',
  dateEnd: '09.01.2027 20:00',
  startsAt: '2026-11-25T10:00:00+03:00',
  endsAt: '2027-01-09T20:00:00+03:00',
  place: null,
  address: 'Музей дизайна',
  price: { text: '500 ₽' },
  ageRating: { title: '6+' },
  image: '/e.jpg',
  eventTypes: [],
} as unknown as Event;

const timeOf = (now: string) => {
  const html = renderToString(<EventCard event={toEventCard(exhibition, dayjs.tz(now))} />);
  return html.match(/<time[^>]*>[^<]*<\/time>/)?.[0];
};

describe('an event card', () => {
  test('of a run already open says until when, and its <time> holds that moment, the end', () => {
    expect(timeOf('2026-11-29 12:00')).toBe(
      '<time dateTime="2027-01-09T20:00:00+03:00">до 9 января 2027</time>',
    );
  });

  test('of a run still to come says when it starts, and its <time> holds the start', () => {
    expect(timeOf('2026-11-20 12:00')).toBe(
      '<time dateTime="2026-11-25T10:00:00+03:00">25 ноября 2026 – 9 января 2027</time>',
    );
  });
});
