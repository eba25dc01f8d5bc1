// One place for the third-party settings of the auth tests: what the host's config.json gets (public ids) and
// what the API gets (the Firebase project, the Telegram bot token, the VK ID server). Test values only.
import { HOST_URL, sparePort } from '../ports';

/**
 * Firebase Auth Emulator address; nothing listens there, the stand-in answers through Playwright routes. It is
 * on the host's site (localhost) on purpose: after a redirect the emulator's helper iframe reads the event its
 * widget left in sessionStorage, and Chromium partitions a cross-site iframe's storage (127.0.0.1 would not do).
 * Production has the same need: authDomain on the app's own domain (firebase.google.com/docs/auth/web/redirect-best-practices).
 */
export const FIREBASE_EMULATOR_URL = 'http://localhost:9099';
export const FIREBASE_PROJECT_ID = 'demo-kaver';
export const TELEGRAM_BOT_ID = 7000000001;
/** Never a real bot: the API checks the widget's hash with it and the Telegram stand-in signs with it. */
export const TELEGRAM_BOT_TOKEN = `${TELEGRAM_BOT_ID}:AAE2e-kaver-stand-in-bot-token`;
export const TELEGRAM_WIDGET_URL = 'https://telegram.org/js/telegram-widget.js?22';
export const VK_APP_ID = 51000001;
/** The VK ID stand-in server the API exchanges codes with (server to server, so a real port). */
export const VK_ID_STAND_IN_PORT = sparePort(90);
export const VK_ID_STAND_IN_URL = `http://127.0.0.1:${VK_ID_STAND_IN_PORT}`;

/** The keys the host's config.json gets for the auth providers (SPEC.md 7.5). */
export function authProvidersConfig() {
  return {
    firebase: {
      apiKey: 'e2e-firebase-api-key',
      authDomain: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: FIREBASE_PROJECT_ID,
      emulatorUrl: FIREBASE_EMULATOR_URL,
    },
    vkid: { appId: VK_APP_ID, redirectUrl: `${HOST_URL}/` },
    telegram: { botName: 'kaver_e2e_bot', botId: TELEGRAM_BOT_ID, widgetUrl: TELEGRAM_WIDGET_URL },
  };
}

/** The API's environment for the same providers (api/src/config.ts). */
export function authProvidersApiEnv(): Record<string, string> {
  return {
    FIREBASE_PROJECT_ID,
    // Lets the API take the emulator's unsigned ID tokens (never in production).
    FIREBASE_AUTH_EMULATOR_HOST: new URL(FIREBASE_EMULATOR_URL).host,
    TELEGRAM_BOT_TOKEN,
    VK_ID_APP_ID: String(VK_APP_ID),
    VK_ID_BASE_URL: VK_ID_STAND_IN_URL,
    VK_ID_REDIRECT_URI: `${HOST_URL}/`,
  };
}
