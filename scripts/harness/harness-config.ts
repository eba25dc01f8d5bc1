import type { RuntimeConfig } from '@kaver/shared-contracts';

const LOCAL_API = 'http://localhost:4000';

/** The API the harness talks to, and the ?api= value it refused (not an http(s) address), to say so. */
export function harnessApi(search: string): { apiHost: string; refused: string | null } {
  const api = new URLSearchParams(search).get('api');
  if (api && /^https?:\/\//.test(api)) return { apiHost: api, refused: null };
  return { apiHost: LOCAL_API, refused: api || null };
}

/**
 * The stand-in host's runtime config. The API defaults to the local one; QA points a harness at another API
 * with ?api=https://... in the address bar.
 */
export function harnessConfig(search: string = window.location.search): RuntimeConfig {
  return {
    environment: 'development',
    brand: 'Kaver',
    siteUrl: window.location.origin,
    apiHost: harnessApi(search).apiHost,
    productionHostname: 'kaver.ru',
    analytics: {},
    buildPollIntervalMs: 60_000,
    appStores: {
      ios: 'https://apps.apple.com/ru/app/kaver/id6470000001',
      android: 'https://play.google.com/store/apps/details?id=ru.kaver.app',
      ru: 'https://www.rustore.ru/catalog/app/ru.kaver.app',
    },
    yookassa: { widgetUrl: 'http://localhost:4100/checkout-widget.js' },
  };
}
