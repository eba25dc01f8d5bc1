export { FollowButton } from './follow-button';
export { followToggled, setFollowingFx } from './model';
