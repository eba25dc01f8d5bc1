import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  clampDate,
  type Dayjs,
  dayjs,
  formatRuDate,
  maskRuDate,
  monthNames,
  monthWeeks,
  moveByKey,
  parseRuDate,
  weekdayNames,
} from './calendar-month';
import styles from './date-picker.module.css';

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
  /** Extra attributes of the text field. */
  id?: string;
  autoComplete?: string;
  describedBy?: string;
  invalid?: boolean;
  testId?: string;
}

const MONTHS = monthNames();
const WEEKDAYS = weekdayNames();

/**
 * A Russian date field: typed as ДД.ММ.ГГГГ (dots put in as you type, digits keyboard on phones) or picked in a
 * calendar with weeks from Monday, a month and a year list for far dates, and the keyboard of a date grid
 * (arrows, Home/End, Page Up/Down, Shift+Page Up/Down by year, Enter, Escape). Never the browser's own date input,
 * whose format follows the browser's language (mm/dd/yyyy).
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
  id,
  autoComplete,
  describedBy,
  invalid,
  testId,
}: DatePickerProps) {
  const fallbackId = useId();
  const fieldId = id ?? `${fallbackId}-field`;
  const calendarId = `${fallbackId}-calendar`;
  const minDate = min ? parseRuDate(min) : null;
  const maxDate = max ? parseRuDate(max) : null;
  const fieldRef = useRef<HTMLInputElement>(null);
  const controlled = value !== undefined;
  // Uncontrolled, the field is the truth; this copy only marks the picked day in the calendar.
  const [ownText, setOwnText] = useState(defaultValue);
  const selected = parseRuDate(controlled ? value : ownText);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<Dayjs>(() => startDate());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusDay = useRef(false);

  function startDate(shown = selected): Dayjs {
    const start = shown ?? (initialMonth ? parseRuDate(initialMonth) : null) ?? dayjs();
    return clampDate(start.locale('ru'), minDate, maxDate);
  }

  /** Puts text into the field (uncontrolled: into the element itself) and reports it. */
  const setText = (text: string) => {
    if (!controlled) {
      setOwnText(text);
      if (fieldRef.current && fieldRef.current.value !== text) fieldRef.current.value = text;
    }
    onChange?.(text);
  };

  useEffect(() => {
    if (!open || !focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const outOfRange = (date: Dayjs) =>
    Boolean((minDate && date.isBefore(minDate, 'day')) || (maxDate && date.isAfter(maxDate, 'day')));

  const openCalendar = () => {
    // Uncontrolled, the field may hold text typed before the app started: the calendar opens on it.
    const shown = controlled ? selected : parseRuDate(fieldRef.current?.value ?? '');
    if (!controlled) setOwnText(fieldRef.current?.value ?? '');
    setFocused(startDate(shown));
    focusDay.current = true;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  const pick = (date: Dayjs) => {
    if (outOfRange(date)) return;
    setText(formatRuDate(date));
    close(true);
  };
  const moveTo = (date: Dayjs) => {
    setFocused(clampDate(date, minDate, maxDate));
    focusDay.current = true;
  };

  /** Escape closes; on a day, the keys of a date grid move the focus and Enter or Space picks the day. */
  const onPopoverKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute('data-day')) return;
    const next = moveByKey(focused, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      moveTo(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      pick(focused);
    }
  };

  const firstYear = minDate?.year() ?? focused.year() - 100;
  const lastYear = maxDate?.year() ?? focused.year() + 10;
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => lastYear - index);

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
          onClick={() => (open ? close(false) : openCalendar())}
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
        <div
          id={calendarId}
          className={styles.popover}
          role="dialog"
          aria-label={`${label}: календарь`}
          onKeyDown={onPopoverKey}
        >
          <div className={styles.head}>
            <button
              type="button"
              className={styles.nav}
              aria-label="Предыдущий месяц"
              onClick={() => moveTo(focused.subtract(1, 'month'))}
            >
              ‹
            </button>
            <select
              className={styles.select}
              aria-label="Месяц"
              value={focused.month()}
              onChange={(event) =>
                setFocused(clampDate(focused.month(Number(event.target.value)), minDate, maxDate))
              }
            >
              {MONTHS.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
            <select
              className={styles.select}
              aria-label="Год"
              value={focused.year()}
              onChange={(event) =>
                setFocused(clampDate(focused.year(Number(event.target.value)), minDate, maxDate))
              }
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={styles.nav}
              aria-label="Следующий месяц"
              onClick={() => moveTo(focused.add(1, 'month'))}
            >
              ›
            </button>
          </div>
          <table ref={gridRef} className={styles.grid}>
            <thead>
              <tr>
                {WEEKDAYS.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(focused).map((week) => (
                <tr key={week[0]?.valueOf()}>
                  {week.map((date) => {
                    const inMonth = date.month() === focused.month();
                    const isSelected = selected !== null && date.isSame(selected, 'day');
                    const isFocused = date.isSame(focused, 'day');
                    return (
                      <td key={date.valueOf()}>
                        <button
                          type="button"
                          className={[styles.day, !inMonth && styles.outside, isSelected && styles.selected]
                            .filter(Boolean)
                            .join(' ')}
                          data-day
                          tabIndex={isFocused ? 0 : -1}
                          disabled={outOfRange(date)}
                          aria-pressed={isSelected}
                          aria-label={date.locale('ru').format('D MMMM YYYY, dd')}
                          aria-current={date.isSame(dayjs(), 'day') ? 'date' : undefined}
                          onClick={() => pick(date)}
                          onFocus={() => !isFocused && setFocused(date)}
                        >
                          {date.date()}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
