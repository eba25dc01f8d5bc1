export { type PlaceCardData, toPlaceCard, toPlaceCards } from './card-data';
export { foldOpeningHours, type HoursRow } from './opening-hours';
export { PlaceCard, placePath } from './place-card';
