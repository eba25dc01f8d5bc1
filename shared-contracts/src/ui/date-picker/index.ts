// The Russian date field, without the date library: its calendar (with dayjs) is a module of its own, loaded on
// opening. The birth-date field, which needs dayjs for today's bounds, is '@kaver/shared-contracts/ui/birth-date-picker'.
export { DatePicker, type DatePickerProps } from './date-picker';
export { maskRuDate } from './mask-ru-date';
