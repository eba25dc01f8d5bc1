export { logoutReset } from './model';
export { LogoutButton } from './ui/logout-button';
