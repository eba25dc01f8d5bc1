// The Yandex Maps JS API v3 loader (SPEC.md 4 'Map loader status', 5, 8, 9): language ru_RU, version v3. The
// script is only requested when a page shows a map, never on first load.
import { createSingleFlight } from '@kaver/shared-contracts';

export type MapLoaderStatus = 'pending' | 'loading' | 'loaded' | 'error';

export interface YmapsOptions {
  apikey: string;
  lang?: string;
  version?: string;
}

const KNOWN_KEYS = new Set(['apikey', 'lang', 'version']);

/** Checks the map config: the key is required and unknown option keys are refused (SPEC.md 5, 8). */
export function createYmapsOptions(
  options: Partial<YmapsOptions> & Record<string, unknown>,
): Required<YmapsOptions> {
  if (!options.apikey) throw new Error('You must specify apikey for createYmapsOptions');
  const unknown = Object.keys(options).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) throw new Error(`unknown keys passed: ${unknown.join(', ')}`);
  return { apikey: options.apikey, lang: options.lang ?? 'ru_RU', version: options.version ?? 'v3' };
}

export function ymapsScriptUrl(options: Required<YmapsOptions>): string {
  return `https://api-maps.yandex.ru/${options.version}/?apikey=${encodeURIComponent(options.apikey)}&lang=${options.lang}`;
}

// biome-ignore lint/suspicious/noExplicitAny: the ymaps3 global has no published types here
export type Ymaps3 = any;

/** How long the map may take to load before the page gives up on it and shows the addresses instead. */
export const MAP_LOAD_TIMEOUT_MS = 8000;

/** The load, or a failure once `ms` have passed without it (a blocked or hanging script never calls back). */
export function withinTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Яндекс Карты не ответили вовремя')), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** The load of the map script in flight (once it has run, `window.ymaps3` answers); a failed one is forgotten. */
const loading = createSingleFlight<string, Ymaps3>({ max: 2 });

/** Loads ymaps3 once per page; a failed load may be retried. */
export function loadYmaps(apiKey: string | undefined): Promise<Ymaps3> {
  if (!apiKey) return Promise.reject(new Error('apikey was not set for Yandex Maps initialization'));
  const options = createYmapsOptions({ apikey: apiKey });
  const existing = (window as { ymaps3?: Ymaps3 }).ymaps3;
  if (existing) return existing.ready.then(() => existing);
  // Not loadScript of '@kaver/shared-contracts/ui': it would come with the UI kit on every first visit, and its
  // error names the URL, whose apikey the model would read as a missing key.
  const src = ymapsScriptUrl(options);
  return loading.get(
    src,
    () =>
      new Promise<Ymaps3>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => {
          const ymaps3 = (window as { ymaps3?: Ymaps3 }).ymaps3;
          if (!ymaps3) reject(new Error('Yandex Maps script loaded without ymaps3'));
          else ymaps3.ready.then(() => resolve(ymaps3), reject);
        };
        script.onerror = () => reject(new Error('Не удалось загрузить Яндекс Карты'));
        document.head.append(script);
      }),
  );
}
