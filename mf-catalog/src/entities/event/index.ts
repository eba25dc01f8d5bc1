export { EventCard, eventPath } from './event-card';
