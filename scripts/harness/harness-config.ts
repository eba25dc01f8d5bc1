import type { RuntimeConfig } from '@kaver/shared-contracts';

/**
 * The stand-in host's runtime config. The API defaults to the local one; QA points a harness at another API
 * with ?api=https://... in the address bar.
 */
export function harnessConfig(search: string = window.location.search): RuntimeConfig {
  const api = new URLSearchParams(search).get('api');
  return {
    environment: 'development',
    brand: 'Kaver',
    siteUrl: window.location.origin,
    apiHost: api && /^https?:\/\//.test(api) ? api : 'http://localhost:4000',
    productionHostname: 'kaver.ru',
    analytics: {},
    buildPollIntervalMs: 60_000,
    appStores: {
      android: 'https://play.google.com/store/apps/details?id=ru.kaver.app',
      ru: 'https://www.rustore.ru/catalog/app/ru.kaver.app',
    },
    yookassa: { widgetUrl: 'http://localhost:4100/checkout-widget.js' },
  };
}
