export { type EventCardData, toEventCards } from './card-data';
export { EVENT_FORMS, EventCard, eventPath } from './event-card';
