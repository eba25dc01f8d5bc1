// ics.ts is not re-exported: it brings the date library, which the button loads on its click.
export { AddToCalendarButton } from './add-to-calendar-button';
