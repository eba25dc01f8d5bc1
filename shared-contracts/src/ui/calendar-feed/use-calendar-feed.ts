import { useCallback, useEffect, useRef, useState } from 'react';
import { type CalendarFeed, calendarFeedApi } from './calendar-feed-api';

export type FeedStatus = 'loading' | 'ready' | 'working' | 'failed';

/** The signed-in person's feed: read on mount, then turned on, renewed or turned off on request. */
export function useCalendarFeed(api = calendarFeedApi) {
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [status, setStatus] = useState<FeedStatus>('loading');
  const alive = useRef(true);

  const run = useCallback(async (call: () => Promise<CalendarFeed | null>, busy: FeedStatus) => {
    setStatus(busy);
    try {
      const next = await call();
      if (!alive.current) return;
      setFeed(next);
      setStatus('ready');
    } catch (error) {
      if (!alive.current) return;
      console.error('[calendar feed]', error);
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void run(api.read, 'loading');
    return () => {
      alive.current = false;
    };
  }, [api, run]);

  return {
    feed,
    status,
    turnOn: () => run(api.turnOn, 'working'),
    renew: () => run(api.renew, 'working'),
    turnOff: () => run(api.turnOff, 'working'),
  };
}
