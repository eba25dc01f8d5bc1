import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import styles from './unavailable-calendar-days.module.css';

/** The day buttons of the shared date picker's calendar: `data-day`, the day of the month as their text. */
const DAY = 'button[data-day]';
/** Set on the days marked here, so that a day is unmarked only by this component. */
const MARK = 'data-unavailable';

const isUnavailableDay = (target: EventTarget) =>
  target instanceof Element && target.closest(`${DAY}[${MARK}]`) !== null;

const block = (event: MouseEvent | KeyboardEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

export interface UnavailableCalendarDaysProps {
  /** Whether a day of the month cannot be picked in the calendar. */
  isUnavailable: (dayOfMonth: number) => boolean;
  className?: string;
  /** The date field (DatePicker or BirthDatePicker of @kaver/shared-contracts/ui). */
  children: ReactNode;
}

/**
 * Makes days of the calendar of the date field inside unavailable: they get `aria-disabled`, the calendar's own
 * look of a day it cannot pick, and neither a click nor Enter or Space picks them. They stay focusable, unlike the
 * calendar's out-of-range days (which its focus never reaches): its focus moves day by day and must be able to rest
 * on them, else an arrow onto one, or a calendar opening on one, would leave the focus behind or outside the grid.
 * The shared DatePicker has no option for this, so the marks follow its days as it renders them. A typed date is
 * the form's to check.
 */
export function UnavailableCalendarDays({
  isUnavailable,
  className,
  children,
}: UnavailableCalendarDaysProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const day of root.querySelectorAll<HTMLButtonElement>(DAY)) {
        const unavailable = isUnavailable(Number(day.textContent));
        if (unavailable && !day.hasAttribute(MARK)) {
          day.setAttribute(MARK, '');
          day.setAttribute('aria-disabled', 'true');
        } else if (!unavailable && day.hasAttribute(MARK)) {
          day.removeAttribute(MARK);
          day.removeAttribute('aria-disabled');
        }
      }
    };
    mark();
    // The calendar renders its days when it opens and on every month it shows; attribute changes are not watched,
    // so the marks do not wake the observer.
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [isUnavailable]);

  return (
    <div
      ref={ref}
      className={[styles.days, className].filter(Boolean).join(' ')}
      onClickCapture={(event) => isUnavailableDay(event.target) && block(event)}
      onKeyDownCapture={(event) =>
        (event.key === 'Enter' || event.key === ' ') && isUnavailableDay(event.target) && block(event)
      }
    >
      {children}
    </div>
  );
}
