export { EventCalendarFeed } from './event-calendar-feed';
