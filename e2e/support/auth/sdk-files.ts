import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distOf } from '../stack';
import { AUTH_STAND_IN_URL, TELEGRAM_WIDGET_URL, VKID_STAND_IN_HOST } from './providers';

/** Strings only the SDKs' own code holds (our code never names these). */
const SIGNATURES = {
  firebase: 'identitytoolkit.googleapis.com',
  vkid: 'VkIdWebSdk',
} as const;

/** The built mf-auth files holding Firebase or VK ID code, found by content (chunk ids are just numbers). */
export function sdkChunks(): Record<keyof typeof SIGNATURES, string[]> {
  const dir = path.join(distOf('mf-auth'), 'static/js');
  const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
  const holding = (signature: string) =>
    files.filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(signature));
  return { firebase: holding(SIGNATURES.firebase), vkid: holding(SIGNATURES.vkid) };
}

/** Third-party origins of the sign-in SDKs at run time. */
const THIRD_PARTY = [
  new URL(TELEGRAM_WIDGET_URL).origin,
  'https://oauth.telegram.org',
  'https://apis.google.com',
  'https://id.vk.ru',
  AUTH_STAND_IN_URL,
  `https://${VKID_STAND_IN_HOST}`,
];

/** Which SDK a request belongs to, or null. */
export function sdkOf(url: string, chunks: ReturnType<typeof sdkChunks>): string | null {
  const file = url.split('/').at(-1)?.split('?')[0] ?? '';
  if (chunks.firebase.includes(file)) return 'firebase';
  if (chunks.vkid.includes(file)) return 'vkid';
  if (url.startsWith(TELEGRAM_WIDGET_URL)) return 'telegram';
  return THIRD_PARTY.some((origin) => url.startsWith(origin)) ? new URL(url).origin : null;
}
