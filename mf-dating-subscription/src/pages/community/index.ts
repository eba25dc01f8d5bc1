export { CommunityPage } from './community-page';
export { $communityLoading, COMMUNITY_SOURCE, communityStarted } from './model';
