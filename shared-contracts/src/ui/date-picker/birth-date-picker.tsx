import { formatDdMmYyyy, inTimeZone, MIN_BIRTH_YEAR } from '@kaver/shared-contracts/time';
import { DatePicker, type DatePickerProps } from './date-picker';

export type BirthDatePickerProps = Omit<DatePickerProps, 'min' | 'max' | 'initialMonth' | 'autoComplete'>;

/**
 * A birth date in the Russian date field, wherever one is asked for (onboarding, the profile): from 01.01.1900
 * (MIN_BIRTH_YEAR) to today in Moscow time, the calendar opening thirty years back while the field is empty.
 * Whether the date is allowed (18+) is the form's check (birthDateProblem), with its own message.
 */
export function BirthDatePicker(props: BirthDatePickerProps) {
  const today = inTimeZone();
  return (
    <DatePicker
      {...props}
      min={`01.01.${MIN_BIRTH_YEAR}`}
      max={formatDdMmYyyy(today)}
      initialMonth={formatDdMmYyyy(today.subtract(30, 'year'))}
      autoComplete="bday"
    />
  );
}
