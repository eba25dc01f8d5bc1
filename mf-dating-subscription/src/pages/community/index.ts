export { COMMUNITY_SOURCE, CommunityPage } from './community-page';
