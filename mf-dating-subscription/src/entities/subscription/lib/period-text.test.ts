import { periodText } from './period-text';

it('keeps a date it cannot read as the API wrote it', () => {
  expect(periodText({ startsAt: 'сегодня', endsAt: '01.01.2027 00:00' })).toBe('сегодня — 1 января 2027');
});
