import { dayjs } from '../time/dayjs';
import { eventTypeId } from './event-types';
import { findListing } from './listing-lookup';
import { listingEventQuery } from './listing-query';

const now = dayjs.tz('2026-11-18 12:00'); // Wednesday 18.11.2026 in Moscow

describe('listingEventQuery', () => {
  it('queries a listing’s types with its place category and showPast', () => {
    expect(listingEventQuery(findListing('exhibition')!, { now })).toEqual({
      categories: [eventTypeId('exhibitions')],
      placeCategory: 'museum',
      showPast: 1,
    });
  });

  it('prefers explicit categories over the listing’s types and resolves a yearly window', () => {
    expect(listingEventQuery(findListing('halloween')!, { now })).toEqual({
      categories: [
        eventTypeId('holidays'),
        eventTypeId('parties'),
        eventTypeId('immersive'),
        eventTypeId('quests'),
      ],
      dateStart: '24.10.2027',
      dateEnd: '02.11.2027',
      showPast: 0,
    });
  });

  it('queries every type for the time listings, with the preset dates', () => {
    expect(listingEventQuery(findListing('weekend')!, { now })).toEqual({
      dateStart: '21.11.2026',
      dateEnd: '22.11.2026',
      showPast: 0,
    });
  });

  it('lets the route’s time segment replace the listing’s dates', () => {
    const query = listingEventQuery(findListing('new-year')!, { now, time: 'tomorrow' });
    expect([query.dateStart, query.dateEnd]).toEqual(['19.11.2026', '19.11.2026']);
  });

  it('passes collections through', () => {
    expect(listingEventQuery({ types: [1], filters: { collections: [7, 9] } }, { now })).toEqual({
      categories: [1],
      idCollection: [7, 9],
      showPast: 0,
    });
  });
});
