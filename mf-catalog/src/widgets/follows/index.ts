export { FollowsBlock } from './follows-block';
