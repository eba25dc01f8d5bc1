import type { RemotesMap, RuntimeConfig } from '@kaver/shared-contracts';

const originsOf = (urls: (string | undefined)[]) => [
  ...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin)),
];

/**
 * The Content-Security-Policy of the host's pages: no inline scripts (the server's state and JSON-LD are data
 * blocks); scripts from the site, the remotes and the third parties of the flows that need them; calls to the API.
 */
export function contentSecurityPolicy(config: RuntimeConfig, remotes: RemotesMap): string {
  const remoteOrigins = originsOf(Object.values(remotes));
  const thirdPartyScripts = originsOf([
    config.yookassa?.widgetUrl,
    config.telegram?.widgetUrl,
    config.firebase?.gapiScriptUrl,
    'https://mc.yandex.ru',
    'https://apis.google.com',
    'https://yookassa.ru',
    'https://api-maps.yandex.ru',
    'https://yastatic.net',
  ]);
  const apiOrigin = originsOf([config.apiHost]);
  // The payment widget talks to its own origin (the local stand-in does over fetch; the real one in frames).
  const paymentOrigin = originsOf([config.yookassa?.widgetUrl]);
  const firebaseEmulator = originsOf([config.firebase?.emulatorUrl]);
  // A VK ID stand-in (development, tests) in place of id.vk.ru: its one-tap frame and the SDK's calls.
  const vkidStandIn = config.vkid?.sdkDomain ? [`https://${config.vkid.sdkDomain}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...remoteOrigins, ...thirdPartyScripts].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`,
    `img-src 'self' data: blob: ${[...apiOrigin, ...remoteOrigins, ...paymentOrigin].join(' ')} https:`,
    `font-src 'self' ${remoteOrigins.join(' ')}`,
    `connect-src 'self' ${[...apiOrigin, ...remoteOrigins, ...paymentOrigin, ...firebaseEmulator, ...vkidStandIn].join(' ')} https://mc.yandex.ru https://*.googleapis.com https://*.vk.ru https://*.vk.com https://api-maps.yandex.ru https://*.api-maps.yandex.ru`,
    `frame-src 'self' ${[...firebaseEmulator, ...vkidStandIn].join(' ')} https://yookassa.ru https://*.yookassa.ru https://oauth.telegram.org https://*.vk.ru https://*.vk.com https://*.firebaseapp.com`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers of every HTML page the host answers. */
export function documentSecurityHeaders(config: RuntimeConfig, remotes: RemotesMap): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, remotes),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
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
