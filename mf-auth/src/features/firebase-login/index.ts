export { $firebaseError } from './model';
export { FirebaseButton } from './ui/firebase-buttons';
export { FirebaseRedirectReturn } from './ui/redirect-return';
