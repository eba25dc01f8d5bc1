export { FollowButton } from './follow-button';
export { followingLearned, followToggled, setFollowingFx } from './model';
