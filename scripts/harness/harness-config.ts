import type { RuntimeConfig } from '@kaver/shared-contracts';

const LOCAL_API = 'http://localhost:4000';

/** The API the harness talks to, and the ?api= value it refused (not an http(s) address), to say so. */
export function harnessApi(search: string): { apiHost: string; refused: string | null } {
  const api = new URLSearchParams(search).get('api');
  if (api && /^https?:\/\//.test(api)) return { apiHost: api, refused: null };
  return { apiHost: LOCAL_API, refused: api || null };
}

const YOOKASSA_WIDGET = 'https://yookassa.ru/checkout-widget/v1/checkout-widget.js';
const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

/**
 * A widget the address may name: YooKassa's own, or a stand-in on this machine. Nothing else, as the harness is
 * served at each remote's deployed origin too, where a link naming any script would run it there.
 */
function allowedWidget(asked: string | null): string | null {
  if (!asked || !URL.canParse(asked)) return null;
  const url = new URL(asked);
  if (url.origin === new URL(YOOKASSA_WIDGET).origin) return asked;
  return isLocal(url) && /^https?:$/.test(url.protocol) ? asked : null;
}

/**
 * The YooKassa widget that goes with the harness's API: ?yookassa= when the address gives an allowed one; for a
 * local API, the stand-in of its stack, 100 ports up (scripts/stack.mjs: API 4000 + n, YooKassa 4100 + n); else
 * the real widget, as a deployed API works with YooKassa itself.
 */
export function harnessWidgetUrl(search: string, apiHost: string): string {
  const asked = allowedWidget(new URLSearchParams(search).get('yookassa'));
  if (asked) return asked;
  const api = new URL(apiHost);
  if (!isLocal(api)) return YOOKASSA_WIDGET;
  return `${api.protocol}//${api.hostname}:${Number(api.port || 80) + 100}/checkout-widget.js`;
}

/**
 * The stand-in host's runtime config. The API defaults to the local one; QA points a harness at another API
 * with ?api=https://... in the address bar, and at another YooKassa widget (a local stand-in's) with ?yookassa=.
 */
export function harnessConfig(search: string = window.location.search): RuntimeConfig {
  const { apiHost } = harnessApi(search);
  return {
    environment: 'development',
    brand: 'Kaver',
    siteUrl: window.location.origin,
    apiHost,
    productionHostname: 'kaver.ru',
    analytics: {},
    buildPollIntervalMs: 60_000,
    appStores: {
      ios: 'https://apps.apple.com/ru/app/kaver/id6470000001',
      android: 'https://play.google.com/store/apps/details?id=ru.kaver.app',
      ru: 'https://www.rustore.ru/catalog/app/ru.kaver.app',
    },
    yookassa: { widgetUrl: harnessWidgetUrl(search, apiHost) },
  };
}
