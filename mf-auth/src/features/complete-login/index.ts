export { ProfileLoading } from './ui/profile-loading';
