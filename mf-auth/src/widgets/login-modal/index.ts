export { LoginModal } from './ui/login-modal';
