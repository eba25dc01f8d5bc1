export { SubscribeLink } from './subscribe-link';
