export { EVENT_FORMS, EventCard, eventPath } from './event-card';
