export { EventsRow } from './events-row';
