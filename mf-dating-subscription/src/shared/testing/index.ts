export { datingProfile } from './dating-profile';
