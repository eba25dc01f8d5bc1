import { lazy, Suspense, useId, useRef, useState } from 'react';
import styles from './date-picker.module.css';
import { maskRuDate } from './mask-ru-date';

export interface DatePickerProps {
  /**
   * Controlled: the field's text ('DD.MM.YYYY' when complete, or what the person has typed so far), changed only
   * through onChange.
   */
  value?: string;
  /**
   * Uncontrolled: a form's own field, read by `name` (a GET form works before JavaScript, and what was typed before
   * the app started stays). The text it starts with; onChange only reports what the field now holds.
   */
  defaultValue?: string;
  name?: string;
  onChange?: (text: string) => void;
  label: string;
  /** Earliest and latest selectable dates, 'DD.MM.YYYY'. */
  min?: string;
  max?: string;
  /** The month the calendar opens on while the field is empty, 'DD.MM.YYYY' (today otherwise). */
  initialMonth?: string;
  /** Days the calendar shows as unavailable and does not pick (their 'DD.MM.YYYY'); a typed date is the form's. */
  isDayUnavailable?: (text: string) => boolean;
  /** Extra attributes of the text field. */
  id?: string;
  autoComplete?: string;
  describedBy?: string;
  invalid?: boolean;
  testId?: string;
}

/** The calendar, with the date library: fetched when a calendar is first opened (or about to be). */
const loadCalendar = () => import('./calendar-popover');
const CalendarPopover = lazy(loadCalendar);

/**
 * A Russian date field: typed as ДД.ММ.ГГГГ (dots put in as you type, digits keyboard on phones) or picked in a
 * calendar (calendar-popover.tsx). Never the browser's own date input, whose format follows the browser's
 * language (mm/dd/yyyy). The field itself needs no date library, so a page whose first screen has a date field
 * does not download one.
 */
export function DatePicker({
  value,
  defaultValue = '',
  name,
  onChange,
  label,
  min,
  max,
  initialMonth,
  isDayUnavailable,
  id,
  autoComplete,
  describedBy,
  invalid,
  testId,
}: DatePickerProps) {
  const fallbackId = useId();
  const fieldId = id ?? `${fallbackId}-field`;
  const calendarId = `${fallbackId}-calendar`;
  const fieldRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const controlled = value !== undefined;
  // Uncontrolled, the field is the truth; this copy only tells the calendar which day is picked.
  const [ownText, setOwnText] = useState(defaultValue);
  const [open, setOpen] = useState(false);

  /** Puts text into the field (uncontrolled: into the element itself) and reports it. */
  const setText = (text: string) => {
    if (!controlled) {
      setOwnText(text);
      if (fieldRef.current && fieldRef.current.value !== text) fieldRef.current.value = text;
    }
    onChange?.(text);
  };
  const openCalendar = () => {
    // Uncontrolled, the field may hold text typed before the app started: the calendar opens on it.
    if (!controlled) setOwnText(fieldRef.current?.value ?? '');
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const prefetchCalendar = () => void loadCalendar();

  return (
    <div className={styles.picker} data-testid={testId}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={fieldRef}
          id={fieldId}
          name={name}
          className={styles.input}
          {...(controlled ? { value } : { defaultValue })}
          onChange={(event) => setText(maskRuDate(event.target.value))}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder="ДД.ММ.ГГГГ"
          maxLength={10}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={open ? 'Закрыть календарь' : 'Открыть календарь'}
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          onPointerEnter={prefetchCalendar}
          onFocus={prefetchCalendar}
          onClick={() => (open ? setOpen(false) : openCalendar())}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2Zm12 8H5v9h14v-9ZM7 12h3v3H7v-3Z"
            />
          </svg>
        </button>
      </div>
      {open && (
        <Suspense fallback={<div className={styles.popover} aria-busy="true" />}>
          <CalendarPopover
            id={calendarId}
            label={label}
            text={controlled ? value : ownText}
            min={min}
            max={max}
            initialMonth={initialMonth}
            isDayUnavailable={isDayUnavailable}
            onPick={(text) => {
              setText(text);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
