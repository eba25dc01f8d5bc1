export { EventsRow } from './events-row';
export { RowView } from './row-view';
