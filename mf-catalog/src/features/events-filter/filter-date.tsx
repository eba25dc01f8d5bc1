import { DatePicker } from '@kaver/shared-contracts/ui/date-picker';

interface Props {
  label: string;
  /** The form field's name ('from', 'to'). */
  name: string;
  /** The date the URL holds, as the field shows it ('DD.MM.YYYY'), or null. */
  value: string | null;
  /** The earliest date to offer, 'DD.MM.YYYY' (the end of a range starts at its start). */
  min?: string | null;
  /** The field changed (typed or picked in the calendar): the form reads it. */
  onChange: () => void;
  testId: string;
}

/**
 * A date of the events filter: the Russian date field (DD.MM.YYYY, weeks from Monday) as a field of the filter's
 * form, which reads it by name; a date is applied once it is whole and real.
 */
export function FilterDate({ label, name, value, min, onChange, testId }: Props) {
  return (
    <DatePicker
      label={label}
      name={name}
      defaultValue={value ?? ''}
      onChange={onChange}
      min={min ?? undefined}
      testId={testId}
    />
  );
}
