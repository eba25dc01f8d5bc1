import type { RemotesMap, RuntimeConfig } from '@kaver/shared-contracts';

const originsOf = (urls: (string | undefined)[]) => [
  ...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin)),
];

/** Google's gapi loader, which Firebase's sign-in with Google fetches unless the config names another. */
const GAPI_URL = 'https://apis.google.com/js/api.js';
const METRICA = 'https://mc.yandex.ru';
/** Yandex Maps JS API v3: its loader, its modules and the map's pictures. */
const MAPS = {
  scripts: ['https://api-maps.yandex.ru', 'https://yastatic.net'],
  images: ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
};

/**
 * The Content-Security-Policy of the host's pages: no inline scripts (the server's state and JSON-LD are data
 * blocks); scripts from the site, the remotes and only the third parties the config turns on (the payment and
 * Telegram widgets, Google's loader for Firebase, Metrica with a counter, Yandex Maps with a key); pictures from
 * the site, the API and the remotes (never any https: origin); forms that submit only to the site.
 */
export function contentSecurityPolicy(config: RuntimeConfig, remotes: RemotesMap): string {
  const remoteOrigins = originsOf(Object.values(remotes));
  const analytics = config.analytics?.counterId ? [METRICA] : [];
  const maps = config.maps?.apiKey ? MAPS : { scripts: [], images: [] };
  const thirdPartyScripts = originsOf([
    config.yookassa?.widgetUrl,
    config.telegram?.widgetUrl,
    config.firebase && (config.firebase.gapiScriptUrl ?? GAPI_URL),
    ...analytics,
    ...maps.scripts,
  ]);
  const apiOrigin = originsOf([config.apiHost]);
  // The payment widget talks to its own origin (the local stand-in does over fetch; the real one in frames).
  const paymentOrigin = originsOf([config.yookassa?.widgetUrl]);
  const firebaseEmulator = originsOf([config.firebase?.emulatorUrl]);
  // A VK ID stand-in (development, tests) in place of id.vk.ru: its one-tap frame and the SDK's calls.
  const vkidStandIn = config.vkid?.sdkDomain ? [`https://${config.vkid.sdkDomain}`] : [];
  const images = [...apiOrigin, ...remoteOrigins, ...paymentOrigin, ...analytics, ...maps.images];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...remoteOrigins, ...thirdPartyScripts].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`,
    `img-src 'self' data: blob: ${[...new Set(images)].join(' ')}`,
    `font-src 'self' ${remoteOrigins.join(' ')}`,
    `connect-src 'self' ${[...apiOrigin, ...remoteOrigins, ...paymentOrigin, ...firebaseEmulator, ...vkidStandIn].join(' ')} https://mc.yandex.ru https://*.googleapis.com https://*.vk.ru https://*.vk.com https://api-maps.yandex.ru https://*.api-maps.yandex.ru`,
    `frame-src 'self' ${[...firebaseEmulator, ...vkidStandIn].join(' ')} https://yookassa.ru https://*.yookassa.ru https://oauth.telegram.org https://*.vk.ru https://*.vk.com https://*.firebaseapp.com`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ]
    .map((directive) => directive.trimEnd())
    .join('; ');
}

/** A year of HTTPS only, for the site and its subdomains (the API's too); sent by production pages alone. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers of every HTML page the host answers. In production, HSTS too: a development or test site is plain
 * http on localhost, where the header would be ignored at best and pin a shared host name to https at worst.
 */
export function documentSecurityHeaders(config: RuntimeConfig, remotes: RemotesMap): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, remotes),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(config.environment === 'production' && { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }),
  };
}

/**
 * The headers of every HTML page for the remotes map in use (documentSecurityHeaders and the API's preconnect),
 * made once per map: the server's map changes while it runs (remote-builds.ts), each time as a new object.
 */
export function documentHeadersFor(config: RuntimeConfig): (remotes: RemotesMap) => Record<string, string> {
  let made: { remotes: RemotesMap; headers: Record<string, string> } | null = null;
  return (remotes) => {
    if (made?.remotes !== remotes)
      made = {
        remotes,
        headers: { ...documentSecurityHeaders(config, remotes), Link: preconnectLinks(config) },
      };
    return made.headers;
  };
}

/** The API's origin, opened early: one connection for CORS calls, one for images (browsers keep them apart). */
export function preconnectLinks(config: RuntimeConfig): string {
  const api = new URL(config.apiHost).origin;
  return `<${api}>; rel=preconnect; crossorigin, <${api}>; rel=preconnect`;
}

/** robots.txt plus the absolute Sitemap line the sitemaps protocol asks for, unless the file has one. */
export function robotsWithSitemap(robots: string, siteUrl: string | undefined): string {
  if (!siteUrl || /^sitemap:/im.test(robots)) return robots;
  return `${robots.replace(/\n*$/, '\n')}Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}
