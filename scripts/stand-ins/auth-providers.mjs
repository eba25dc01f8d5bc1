// The sign-in providers of development and tests, in one place: the keys the host's config.json gets and the
// API's environment, both pointing at the auth stand-in (firebase-auth.mjs, telegram-login.mjs, vk-id.mjs).
// Test values only: no real project, bot or app is behind them.

export const FIREBASE_PROJECT_ID = 'demo-kaver';
export const TELEGRAM_BOT_ID = 7000000001;
/** Never a real bot: the stand-in signs the widget's user with it and the API checks the hash with it. */
export const TELEGRAM_BOT_TOKEN = `${TELEGRAM_BOT_ID}:AAE2e-kaver-stand-in-bot-token`;
export const VK_APP_ID = 51000001;

/**
 * @param {{ authUrl: string, vkidHost: string, siteUrl: string }} where the auth stand-in's http origin
 *   (http://localhost:4102: on the site's own host, see firebase-auth.mjs), its https host for VK ID
 *   (localhost:4103) and the site.
 */
export function authProvidersConfig({ authUrl, vkidHost, siteUrl }) {
  return {
    firebase: {
      apiKey: 'dev-firebase-api-key',
      authDomain: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: FIREBASE_PROJECT_ID,
      emulatorUrl: authUrl,
      gapiScriptUrl: `${authUrl}/gapi/api.js`,
    },
    vkid: { appId: VK_APP_ID, redirectUrl: `${siteUrl}/`, sdkDomain: vkidHost, authMode: 'redirect' },
    telegram: {
      botName: 'kaver_dev_bot',
      botId: TELEGRAM_BOT_ID,
      widgetUrl: `${authUrl}/telegram/js/telegram-widget.js?22`,
    },
  };
}

/** The API's environment for the same providers (api/src/config.ts). */
export function authProvidersApiEnv({ authUrl, siteUrl }) {
  return {
    FIREBASE_PROJECT_ID,
    // Lets the API take the emulator's unsigned ID tokens (never in production).
    FIREBASE_AUTH_EMULATOR_HOST: new URL(authUrl).host,
    TELEGRAM_BOT_TOKEN,
    VK_ID_APP_ID: String(VK_APP_ID),
    VK_ID_BASE_URL: `${authUrl.replace('localhost', '127.0.0.1')}/vkid`,
    VK_ID_REDIRECT_URI: `${siteUrl}/`,
  };
}
