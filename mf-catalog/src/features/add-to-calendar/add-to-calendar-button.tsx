import type { Event } from '@kaver/shared-contracts';
import { absoluteUrl } from '../../shared/lib/site';
import buttons from '../../shared/ui/button.module.css';

/** Downloads the event as an .ics file for the visitor's calendar (the file is made, with dayjs, on the click). */
export function AddToCalendarButton({ event, path }: { event: Event; path: string }) {
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
      type="button"
      className={buttons.ghost}
      onClick={() => void download()}
      data-testid="add-to-calendar"
    >
      <span aria-hidden="true">📅</span> В календарь
    </button>
  );
}
