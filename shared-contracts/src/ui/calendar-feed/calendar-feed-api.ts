// The personal calendar feed's calls (the API's routes/calendar-feed.ts). The clients come from the package's
// entry, which Module Federation shares: this folder is bundled into each remote, the configured clients are not.
import { apiClients } from '@kaver/shared-contracts';

export interface CalendarFeed {
  /** https address of the .ics file. */
  url: string;
  webcalUrl: string;
  googleUrl: string;
  appleUrl: string;
  yandexUrl: string;
  createdAt: string;
}

type Answer = { feed: CalendarFeed | null };

const PATH = '/profile/calendar-feed';

export const calendarFeedApi = {
  read: async () => (await apiClients().web.get<Answer>(PATH)).data.feed,
  turnOn: async () => (await apiClients().web.post<Answer>(PATH)).data.feed,
  renew: async () => (await apiClients().web.post<Answer>(`${PATH}/renew`)).data.feed,
  turnOff: async () => {
    await apiClients().web.delete(PATH);
    return null;
  },
};
