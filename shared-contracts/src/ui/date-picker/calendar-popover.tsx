import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  clampDate,
  type Dayjs,
  dayjs,
  formatRuDate,
  monthNames,
  monthWeeks,
  moveByKey,
  parseRuDate,
  weekdayNames,
} from './calendar-month';
import styles from './date-picker.module.css';

export interface CalendarPopoverProps {
  id: string;
  /** The field's label: the dialog is «{label}: календарь». */
  label: string;
  /** What the field holds now: the calendar opens on it when it is a whole date. */
  text: string;
  /** Earliest and latest selectable dates, 'DD.MM.YYYY'. */
  min?: string;
  max?: string;
  /** The month to open on while the field holds no date, 'DD.MM.YYYY' (today otherwise). */
  initialMonth?: string;
  /**
   * Days shown as unavailable (`aria-disabled`, the look of a day out of range) that neither a click nor Enter
   * picks. Unlike out-of-range days they stay focusable: the focus moves day by day and may rest on one.
   */
  isDayUnavailable?: (text: string) => boolean;
  /** A day was picked: its 'DD.MM.YYYY'. */
  onPick: (text: string) => void;
  /** Escape: close, and give the focus back to the calendar button. */
  onClose: () => void;
}

const MONTHS = monthNames();
const WEEKDAYS = weekdayNames();

/**
 * The date picker's calendar: a month grid with weeks from Monday, a month and a year list for far dates, and the
 * keyboard of a date grid (arrows, Home/End, Page Up/Down, Shift+Page Up/Down by year, Enter, Escape). A module of
 * its own, loaded when a calendar is first opened: the field needs no date library until then.
 */
export default function CalendarPopover({
  id,
  label,
  text,
  min,
  max,
  initialMonth,
  isDayUnavailable,
  onPick,
  onClose,
}: CalendarPopoverProps) {
  const minDate = min ? parseRuDate(min) : null;
  const maxDate = max ? parseRuDate(max) : null;
  const selected = parseRuDate(text);
  const [focused, setFocused] = useState<Dayjs>(() => {
    const start = selected ?? (initialMonth ? parseRuDate(initialMonth) : null) ?? dayjs();
    return clampDate(start.locale('ru'), minDate, maxDate);
  });
  const gridRef = useRef<HTMLTableElement>(null);
  // The focus goes to the focused day when the calendar opens and after each move.
  const focusDay = useRef(true);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const outOfRange = (date: Dayjs) =>
    Boolean((minDate && date.isBefore(minDate, 'day')) || (maxDate && date.isAfter(maxDate, 'day')));
  const unavailable = (date: Dayjs) => isDayUnavailable?.(formatRuDate(date)) ?? false;
  const pick = (date: Dayjs) => {
    if (!outOfRange(date) && !unavailable(date)) onPick(formatRuDate(date));
  };
  const moveTo = (date: Dayjs) => {
    setFocused(clampDate(date, minDate, maxDate));
    focusDay.current = true;
  };

  /** Escape closes; on a day, the keys of a date grid move the focus and Enter or Space picks the day (an available one). */
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
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
    <div
      id={id}
      className={styles.popover}
      role="dialog"
      aria-label={`${label}: календарь`}
      onKeyDown={onKey}
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
                // A typed date the form took stays shown as picked, whatever its day.
                const isUnavailable = !isSelected && unavailable(date);
                return (
                  <td key={date.valueOf()}>
                    <button
                      type="button"
                      className={[
                        styles.day,
                        !inMonth && styles.outside,
                        isSelected && styles.selected,
                        isUnavailable && styles.unavailable,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      data-day
                      tabIndex={isFocused ? 0 : -1}
                      disabled={outOfRange(date)}
                      aria-disabled={isUnavailable || undefined}
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
  );
}
