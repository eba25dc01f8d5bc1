// schema.org structured data of an event page and a place page for the host's <head> (SPEC.md 2.4): Event and Place.
// Apart from json-ld.ts (lists, breadcrumbs), which nearly every page loads, so that only these two pages carry it.
import type { Coordinates, Event, Place } from '@kaver/shared-contracts';
import { absoluteUrl } from './site';

/** The address; a concealed secret place (no street address) is named by its city only. */
function postalAddress(address: string, locality: string) {
  return {
    '@type': 'PostalAddress',
    ...(address && { streetAddress: address }),
    addressLocality: locality,
    addressCountry: 'RU',
  };
}

function geo(coordinates: Coordinates | null) {
  return (
    coordinates && {
      geo: { '@type': 'GeoCoordinates', latitude: coordinates.latitude, longitude: coordinates.longitude },
    }
  );
}

/**
 * An event. One that has ended (`ended`) offers nothing: no tickets in stock for a day gone by. Its status stays
 * EventScheduled, which says it took place as planned (schema.org and Google keep the other statuses for an event
 * cancelled, postponed, rescheduled or moved online).
 */
export function eventJsonLd(event: Event, cityTitle: string, path: string, { ended = false } = {}) {
  const place = event.place;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.shortDescription,
    url: absoluteUrl(path),
    image: event.images.length > 0 ? event.images.map((image) => image.preview) : [event.image],
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    typicalAgeRange: `${event.ageRating.minAge}-`,
    location: {
      '@type': 'Place',
      name: place?.title ?? event.address,
      address: postalAddress(place?.address ?? event.address, cityTitle),
      ...geo(place?.coordinates ?? null),
    },
    ...(!ended && { offers: offerOf(event, path) }),
    isAccessibleForFree: event.price.isFree,
  };
}

/** Its tickets: the lowest price, and the range when there is one. */
function offerOf(event: Event, path: string) {
  return {
    '@type': 'Offer',
    url: absoluteUrl(path),
    price: event.price.isFree ? 0 : event.price.min,
    priceCurrency: 'RUB',
    availability: 'https://schema.org/InStock',
    ...(event.price.max > event.price.min && {
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: event.price.min,
        maxPrice: event.price.max,
        priceCurrency: 'RUB',
      },
    }),
  };
}

const DAY_NAMES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** A place; a concealed secret place (what a visitor without premium gets) says no more than the API sent. */
export function placeJsonLd(place: Place, cityTitle: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: place.title,
    description: place.description,
    url: absoluteUrl(path),
    image: place.images.length > 0 ? place.images.map((image) => image.preview) : [place.image],
    address: postalAddress(place.address, cityTitle),
    ...geo(place.coordinates),
    ...(place.phone && { telephone: place.phone }),
    openingHours: place.hours
      .filter((day) => day.open && day.close)
      .map((day) => `${DAY_NAMES[day.day - 1]} ${day.open}-${day.close}`),
  };
}
