export { goingText } from './lib/going-text';
export {
  $cityProfiles,
  $cityProfilesFailed,
  $cityProfilesLoading,
  $eventProfiles,
  $eventProfilesFailed,
  $eventProfilesLoading,
  $moreProfilesFailed,
  $moreProfilesLoading,
  cityProfilesRequested,
  type EventProfiles,
  eventProfilesRequested,
  loadCityProfilesFx,
  moreProfilesRequested,
  PROFILES_FAILED_TEXT,
} from './model';
export { DatingCard, type DatingCardProps } from './ui/dating-card';
export { DatingCardSkeletons } from './ui/dating-card-skeleton';
