export { AddToCalendarButton } from './add-to-calendar-button';
export { buildIcs } from './ics';
