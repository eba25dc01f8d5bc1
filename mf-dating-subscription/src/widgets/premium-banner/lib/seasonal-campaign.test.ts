import { dayjs } from '@kaver/shared-contracts/time';
import { campaignFor, seasonOf } from './seasonal-campaign';

it.each([
  ['2026-01-15', 'cold'],
  ['2026-03-31', 'cold'],
  ['2026-04-01', 'warm'],
  ['2026-07-10', 'warm'],
  ['2026-09-30', 'warm'],
  ['2026-10-01', 'cold'],
  ['2026-12-31', 'cold'],
])('%s is %s', (day, season) => {
  expect(seasonOf(dayjs.tz(`${day} 12:00`))).toBe(season);
});

it('gives each season a desktop and a mobile text and image', () => {
  const campaign = campaignFor(dayjs.tz('2026-11-21 12:00'));
  expect(campaign.season).toBe('cold');
  expect(campaign.mobileText.length).toBeLessThan(campaign.desktopText.length);
  expect(campaign.desktopImage).toBeTruthy();
  expect(campaign.mobileImage).toBeTruthy();
  expect(campaignFor(dayjs.tz('2026-06-21 12:00')).desktopText).not.toBe(campaign.desktopText);
});
