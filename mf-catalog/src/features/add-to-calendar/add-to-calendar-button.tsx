import type { Event } from '@kaver/shared-contracts';
import { useRef } from 'react';
import { absoluteUrl } from '../../shared/lib/site';
import buttons from '../../shared/ui/button.module.css';
import { useRemovedWithFocus } from '../../shared/ui/use-removed-with-focus';

/**
 * Downloads the event as an .ics file for the visitor's calendar (the file is made, with dayjs, on the click).
 * `onRemovedWithFocus`: the button is taken away while it has the focus (the event has ended meanwhile).
 */
export function AddToCalendarButton({
  event,
  path,
  onRemovedWithFocus,
}: {
  event: Event;
  path: string;
  onRemovedWithFocus?: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useRemovedWithFocus(ref, onRemovedWithFocus);
  const download = async () => {
    const { buildIcs } = await import('./ics');
    const blob = new Blob([buildIcs(event, absoluteUrl(path))], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${event.slug}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button
      ref={ref}
      type="button"
      className={buttons.ghost}
      onClick={() => void download()}
      data-testid="add-to-calendar"
    >
      <span aria-hidden="true">📅</span> В календарь
    </button>
  );
}
