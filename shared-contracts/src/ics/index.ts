export {
  buildCalendar,
  foldLine,
  type IcsCalendar,
  type IcsEvent,
  icsDate,
  icsText,
  utf8Length,
} from './ics';
