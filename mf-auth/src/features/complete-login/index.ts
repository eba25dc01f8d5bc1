export { $isProfileLoading, loginFinished } from './model';
export { ProfileLoading } from './ui/profile-loading';
