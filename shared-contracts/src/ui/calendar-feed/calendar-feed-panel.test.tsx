import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarFeed } from './calendar-feed-api';
import { CalendarFeedPanel } from './calendar-feed-panel';

const FEED: CalendarFeed = {
  url: 'https://api.kaver.ru/calendar/abc.ics',
  webcalUrl: 'webcal://api.kaver.ru/calendar/abc.ics',
  googleUrl: 'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fapi.kaver.ru%2Fcalendar%2Fabc.ics',
  appleUrl: 'webcal://api.kaver.ru/calendar/abc.ics',
  yandexUrl: 'https://calendar.yandex.ru/',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const api = {
  read: jest.fn(async (): Promise<CalendarFeed | null> => null),
  turnOn: jest.fn(async (): Promise<CalendarFeed | null> => FEED),
  renew: jest.fn(
    async (): Promise<CalendarFeed | null> => ({ ...FEED, url: 'https://api.kaver.ru/calendar/new.ics' }),
  ),
  turnOff: jest.fn(async (): Promise<CalendarFeed | null> => null),
};

jest.mock('./calendar-feed-api', () => ({
  get calendarFeedApi() {
    return api;
  },
}));

beforeEach(() => jest.clearAllMocks());

describe('CalendarFeedPanel', () => {
  it('turns the feed on and offers Google, Apple and Yandex calendars', async () => {
    render(<CalendarFeedPanel place="event" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Подписаться в календаре' }));
    expect(api.turnOn).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Google Календарь' })).toHaveAttribute(
      'href',
      FEED.googleUrl,
    );
    expect(screen.getByRole('link', { name: 'Apple Календарь' })).toHaveAttribute('href', FEED.webcalUrl);
    expect(screen.getByRole('button', { name: 'Яндекс Календарь' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сменить ссылку' })).toBeNull();
  });

  it('on the profile, renews and turns the feed off', async () => {
    api.read.mockResolvedValueOnce(FEED);
    render(<CalendarFeedPanel place="profile" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Сменить ссылку' }));
    expect(api.renew).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByRole('button', { name: 'Подписаться в календаре' })).toBeInTheDocument();
  });

  it('says so when the server cannot be reached, and lets the person try again', async () => {
    api.read.mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CalendarFeedPanel place="event" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не получилось связаться с сервером');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться в календаре' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
