export { goingText } from './lib/going-text';
export {
  $cityProfiles,
  $cityProfilesLoading,
  $eventProfiles,
  $eventProfilesFailed,
  $eventProfilesLoading,
  cityProfilesRequested,
  type EventProfiles,
  eventProfilesRequested,
  moreProfilesRequested,
} from './model';
export { DatingCard, type DatingCardProps } from './ui/dating-card';
export { DatingCardSkeletons } from './ui/dating-card-skeleton';
