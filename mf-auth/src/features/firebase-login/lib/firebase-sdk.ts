// Firebase Auth, loaded on demand: nothing of firebase is in the remote's entry chunks, the login modal imports it
// when it opens. Only the ID token leaves this file; our API verifies it (POST /auth/social).
import { createSingleFlight } from '@kaver/shared-contracts';
import { loadScript } from '@kaver/shared-contracts/ui';
import type { UserCredential } from 'firebase/auth';
import type { FirebaseConfig } from '../../../shared/config';
import { FIREBASE_PROVIDERS, type FirebaseProvider } from './providers';

export interface FirebaseSignIn {
  /** Popup sign-in; resolves with the Firebase ID token. */
  withPopup(provider: FirebaseProvider): Promise<string>;
  /** Full-page redirect to the provider; the page unloads. */
  withRedirect(provider: FirebaseProvider): Promise<void>;
  /** After coming back from a redirect: the ID token, or null when there is no result. */
  redirectResult(): Promise<string | null>;
}

/** The sign-in of the page's configuration (a new one replaces it); a failed load is forgotten. */
const loaded = createSingleFlight<string, FirebaseSignIn>({ max: 1, ttlMs: Number.POSITIVE_INFINITY });
let instances = 0;

/** Loads the SDK once per configuration (dynamic import), connects the emulator when configured. */
export function loadFirebase(config: FirebaseConfig): Promise<FirebaseSignIn> {
  return loaded.get(JSON.stringify(config), () => createSignIn(config));
}

async function createSignIn(config: FirebaseConfig): Promise<FirebaseSignIn> {
  // Popup and redirect need Google's gapi loader; the SDK takes one already on the page (development and tests
  // serve their own, with the emulator), else it loads apis.google.com's. It is on the page before the SDK starts
  // (initialising the auth looks for a pending redirect with it), and a click then opens the popup at once.
  const gapiReady = () => (config.gapiScriptUrl ? loadScript(config.gapiScriptUrl) : Promise.resolve());
  const [{ initializeApp }, sdk] = await Promise.all([
    import(/* webpackChunkName: "firebase-app" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
    gapiReady(),
  ]);
  instances += 1;
  const app = initializeApp(
    {
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      ...(config.appId && { appId: config.appId }),
    },
    `kaver-auth-${instances}`,
  );
  // Our session is our own tokens: Firebase keeps its user in memory only, for the one sign-in.
  const auth = sdk.initializeAuth(app, {
    persistence: sdk.inMemoryPersistence,
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
  auth.languageCode = 'ru';
  if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  const providerOf = (provider: FirebaseProvider) => {
    if (provider === 'google') return new sdk.GoogleAuthProvider();
    const apple = new sdk.OAuthProvider(FIREBASE_PROVIDERS.apple.providerId);
    apple.addScope('email');
    apple.addScope('name');
    apple.setCustomParameters({ locale: 'ru_RU' });
    return apple;
  };
  const idTokenOf = async (credential: UserCredential) => {
    const idToken = await credential.user.getIdToken();
    await sdk.signOut(auth);
    return idToken;
  };

  return {
    withPopup: async (provider) => {
      await gapiReady();
      return idTokenOf(await sdk.signInWithPopup(auth, providerOf(provider)));
    },
    withRedirect: async (provider) => {
      await gapiReady();
      await sdk.signInWithRedirect(auth, providerOf(provider));
    },
    redirectResult: async () => {
      await gapiReady();
      const credential = await sdk.getRedirectResult(auth);
      return credential ? idTokenOf(credential) : null;
    },
  };
}
