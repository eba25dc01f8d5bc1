export { profileStarted } from './model';
export { ProfilePage } from './profile-page';
