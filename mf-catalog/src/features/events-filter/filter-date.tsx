import { DatePicker } from '@kaver/shared-contracts/ui/date-picker';
import { useState } from 'react';
import { isoToRuDate, ruDateToIso } from './filters';

interface Props {
  label: string;
  /** The URL's date, 'YYYY-MM-DD', or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
  /** The earliest date to offer, 'YYYY-MM-DD' (the end of a range starts at its start). */
  min?: string | null;
  testId: string;
}

/**
 * A date of the events filter in the Russian date field (DD.MM.YYYY, weeks from Monday). What is typed stays in the
 * field until it is a whole real date, which is then applied; clearing the field removes the date.
 */
export function FilterDate({ label, value, onChange, min, testId }: Props) {
  const shown = value ? isoToRuDate(value) : '';
  const [text, setText] = useState(shown);
  const [applied, setApplied] = useState(shown);
  // A new value from outside (another filter, back/forward) replaces what the field shows.
  if (shown !== applied) {
    setApplied(shown);
    setText(shown);
  }
  const change = (next: string) => {
    setText(next);
    const iso = next === '' ? null : ruDateToIso(next);
    if ((next === '' || iso) && iso !== value) onChange(iso);
  };
  return (
    <DatePicker
      label={label}
      value={text}
      onChange={change}
      min={min ? isoToRuDate(min) : undefined}
      testId={testId}
    />
  );
}
