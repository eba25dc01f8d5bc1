// @kaver/shared-contracts/ui: small behaviour every remote's UI repeats. Not an MF-shared entry: each remote
// bundles what it uses, so nothing of it reaches a first visit that does not need it.

export { type CalendarFeed, CalendarFeedPanel, type CalendarFeedPanelProps } from './calendar-feed';
export {
  DatePicker,
  type DatePickerProps,
  formatRuDate,
  maskRuDate,
  parseRuDate,
  RU_DATE_FORMAT,
} from './date-picker';
export { loadScript } from './load-script';
export { useDialogKeys } from './use-dialog-keys';
