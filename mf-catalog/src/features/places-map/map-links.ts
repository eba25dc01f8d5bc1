// Links that open a place in Yandex Maps without our map: by its address (a search in the city) and by its
// coordinates (a pin), for when the map has no key or does not load, and for a place's own page.
import type { Coordinates } from '@kaver/shared-contracts';

const YANDEX_MAPS = 'https://yandex.ru/maps/';

/** A pin at the coordinates, zoomed to the street (Yandex takes 'longitude,latitude'). */
export function yandexMapsPointUrl({ latitude, longitude }: Coordinates): string {
  return `${YANDEX_MAPS}?pt=${longitude},${latitude}&z=16&l=map`;
}

/** A search for the address in the city, which Yandex shows as the building. */
export function yandexMapsSearchUrl(cityTitle: string, address: string): string {
  return `${YANDEX_MAPS}?text=${encodeURIComponent(`${cityTitle}, ${address}`)}`;
}
