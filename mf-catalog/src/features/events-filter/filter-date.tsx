import { DatePicker } from '@kaver/shared-contracts/ui/date-picker';
import { useId } from 'react';
import styles from './filter-panel.module.css';

interface Props {
  label: string;
  /** The form field's name ('from', 'to'). */
  name: string;
  /** What the field shows first: the URL's date ('DD.MM.YYYY'), the text sent that is not a date, or null. */
  value: string | null;
  /** The earliest date to offer, 'DD.MM.YYYY' (the end of a range starts at its start). */
  min?: string | null;
  /** Why the field's text is not applied ('Дата в формате ДД.ММ.ГГГГ'); the field is marked invalid. */
  error?: string;
  /** The field changed (typed or picked in the calendar): the form reads it. */
  onChange: () => void;
  testId: string;
}

/**
 * A date of the events filter: the Russian date field (DD.MM.YYYY, weeks from Monday) as a field of the filter's
 * form, which reads it by name; a date is applied once it is whole and real, and a text that is not one is marked
 * with its error when the form is sent.
 */
export function FilterDate({ label, name, value, min, error, onChange, testId }: Props) {
  const errorId = `${useId()}-error`;
  return (
    <div className={styles.date}>
      <DatePicker
        label={label}
        name={name}
        defaultValue={value ?? ''}
        onChange={onChange}
        min={min ?? undefined}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        testId={testId}
      />
      {error && (
        <span className={styles.error} id={errorId} role="alert" data-testid={`${testId}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
