export { LogoutButton } from './ui/logout-button';
