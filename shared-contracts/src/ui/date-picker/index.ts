export { BirthDatePicker, type BirthDatePickerProps } from './birth-date-picker';
export {
  formatRuDate,
  maskRuDate,
  monthWeeks,
  parseRuDate,
  RU_DATE_FORMAT,
} from './calendar-month';
export { DatePicker, type DatePickerProps } from './date-picker';
