import { useId, useState } from 'react';
import styles from './calendar-feed-panel.module.css';
import { useCalendarFeed } from './use-calendar-feed';

/** How long 'Скопировано' stays on the copy button (SPEC.md 2.7's copy confirmation). */
const COPIED_MS = 700;

export interface CalendarFeedPanelProps {
  /** 'profile' also offers a new address and turning the feed off; 'event' is the short form on an event page. */
  place: 'profile' | 'event';
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('[calendar feed] clipboard', error);
    return false;
  }
}

/**
 * The personal calendar feed of favourite events: turned on once, then subscribed to in Google, Apple or Yandex
 * calendars, which fetch it again by themselves (new, moved and cancelled events follow). The address is private:
 * a new one can replace it, and the old one stops working.
 */
export function CalendarFeedPanel({ place }: CalendarFeedPanelProps) {
  const { feed, status, turnOn, renew, turnOff } = useCalendarFeed();
  const [copied, setCopied] = useState(false);
  const [yandexHint, setYandexHint] = useState(false);
  const titleId = useId();
  const busy = status === 'working' || status === 'loading';

  const copyAddress = async () => {
    if (feed && (await copy(feed.url))) {
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    }
  };
  const openYandex = async () => {
    if (!feed) return;
    setYandexHint(await copy(feed.url));
    window.open(feed.yandexUrl, '_blank', 'noopener');
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={busy} data-testid="calendar-feed">
      <h2 id={titleId} className={styles.title}>
        Календарь избранного
      </h2>
      {status === 'failed' && (
        <p className={styles.error} role="alert">
          Не получилось связаться с сервером. Попробуй ещё раз.
        </p>
      )}
      {!feed ? (
        <>
          <p className={styles.text}>
            Избранные события — в твоём календаре: новые, перенесённые и отменённые обновятся сами.
          </p>
          <button type="button" className={styles.primary} onClick={turnOn} disabled={busy}>
            Подписаться в календаре
          </button>
        </>
      ) : (
        <>
          <p className={styles.text}>Добавь подписку в свой календарь — избранное будет обновляться само.</p>
          <div className={styles.links}>
            <a className={styles.link} href={feed.googleUrl} target="_blank" rel="noopener noreferrer">
              Google Календарь
            </a>
            <a className={styles.link} href={feed.appleUrl}>
              Apple Календарь
            </a>
            <button type="button" className={styles.link} onClick={openYandex}>
              Яндекс Календарь
            </button>
            <button type="button" className={styles.link} onClick={copyAddress}>
              {copied ? 'Скопировано' : 'Скопировать ссылку'}
            </button>
          </div>
          {yandexHint && (
            <p className={styles.hint} role="status">
              Ссылка скопирована. В Яндекс Календаре выбери «Новый календарь» → «Подписаться на календарь» и
              вставь её.
            </p>
          )}
          {place === 'profile' && (
            <div className={styles.manage}>
              <p className={styles.hint}>
                Ссылка личная. Если она попала к кому-то ещё, смени её: старая перестанет работать, а
                календари придётся подписать заново.
              </p>
              <button type="button" className={styles.secondary} onClick={renew} disabled={busy}>
                Сменить ссылку
              </button>
              <button type="button" className={styles.secondary} onClick={turnOff} disabled={busy}>
                Отключить
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
