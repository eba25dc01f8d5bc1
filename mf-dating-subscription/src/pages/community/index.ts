export { CommunityPage } from './community-page';
export { COMMUNITY_SOURCE, communityStarted } from './model';
