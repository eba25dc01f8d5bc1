export { newProfile } from './profile';
