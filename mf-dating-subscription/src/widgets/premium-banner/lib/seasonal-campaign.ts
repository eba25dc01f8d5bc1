import { type Dayjs, inTimeZone } from '@kaver/shared-contracts/time';
import coldDesktop from '../images/cold-desktop.svg';
import coldMobile from '../images/cold-mobile.svg';
import warmDesktop from '../images/warm-desktop.svg';
import warmMobile from '../images/warm-mobile.svg';

export type Season = 'warm' | 'cold';

/** The seasonal banner (SPEC.md 2.7): a text and an image for desktop, and a shorter text and an image for phones. */
export interface SeasonalCampaign {
  season: Season;
  desktopText: string;
  mobileText: string;
  desktopImage: string;
  mobileImage: string;
}

export const CAMPAIGNS: Record<Season, SeasonalCampaign> = {
  warm: {
    season: 'warm',
    desktopText: 'Лето — время знакомиться: найди компанию на концерт, фестиваль или вечеринку',
    mobileText: 'Лето — время знакомиться',
    desktopImage: warmDesktop,
    mobileImage: warmMobile,
  },
  cold: {
    season: 'cold',
    desktopText: 'Вдвоём теплее: найди компанию на спектакль, каток или новогоднюю вечеринку',
    mobileText: 'Вдвоём теплее',
    desktopImage: coldDesktop,
    mobileImage: coldMobile,
  },
};

/** April to September is the warm season, October to March the cold one (Moscow time is close enough). */
export function seasonOf(date: Dayjs): Season {
  const month = date.month();
  return month >= 3 && month <= 8 ? 'warm' : 'cold';
}

export function campaignFor(date: Dayjs = inTimeZone()): SeasonalCampaign {
  return CAMPAIGNS[seasonOf(date)];
}
