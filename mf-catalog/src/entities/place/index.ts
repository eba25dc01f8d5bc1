// opening-hours.ts is not re-exported: it brings the date library, which only the place page needs.
export { type PlaceCardData, toPlaceCard, toPlaceCards } from './card-data';
export { ADDRESS_FORMS, PLACE_FORMS, PlaceCard, placePath } from './place-card';
