// The sign-in providers of the e2e stack: the auth stand-in the stack starts (scripts/stand-ins/auth.mjs, the
// same as `npm start`'s) on this run's ports, and the config for specs that need VK ID at its real origin.
import { VK_APP_ID } from '../../../scripts/stand-ins/auth-providers.mjs';
import { HOST_URL, OFFSET } from '../ports';

export { FIREBASE_PROJECT_ID, VK_APP_ID } from '../../../scripts/stand-ins/auth-providers.mjs';

/**
 * The auth stand-in's http origin: Firebase Auth Emulator stand-in, gapi, Telegram, VK ID's server side. On the
 * host's site (localhost) on purpose: after a redirect the emulator's helper iframe reads the event its widget left
 * in sessionStorage, and Chromium partitions a cross-site iframe's storage (127.0.0.1 would not do). Production has
 * the same need: authDomain on the app's own domain (firebase.google.com/docs/auth/web/redirect-best-practices).
 */
export const AUTH_STAND_IN_URL = `http://localhost:${4102 + OFFSET}`;
/** The emulator, as config.json's firebase.emulatorUrl names it. */
export const FIREBASE_EMULATOR_URL = AUTH_STAND_IN_URL;
export const TELEGRAM_WIDGET_URL = `${AUTH_STAND_IN_URL}/telegram/js/telegram-widget.js?22`;
/** VK ID's pages over https on the stand-in (config.json's vkid.sdkDomain in development). */
export const VKID_STAND_IN_HOST = `localhost:${4103 + OFFSET}`;

/**
 * The config for specs that run VK ID's new-window flow: @vkid/sdk takes a window's answer only from *.vk.ru, so
 * its pages are answered at https://id.vk.ru by Playwright routes (vk-id.ts); the rest is the stack's stand-in.
 */
export function vkIdAtRealOriginConfig() {
  return { vkid: { appId: VK_APP_ID, redirectUrl: `${HOST_URL}/` } };
}

/** What the API's VK ID code exchanges saw (the stand-in keeps them). */
export async function vkIdExchanges(): Promise<{ userId: number; state: string; verified: boolean }[]> {
  const response = await fetch(`${AUTH_STAND_IN_URL.replace('localhost', '127.0.0.1')}/vkid/exchanges`);
  return (await response.json()) as { userId: number; state: string; verified: boolean }[];
}
