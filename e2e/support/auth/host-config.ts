import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, test as base } from '@playwright/test';
import { contentSecurityPolicy } from '../../../scripts/serve-static.mjs';
import { HOST_URL } from '../ports';
import { distOf } from '../stack';

type Config = Record<string, unknown>;

function hostFile(name: string): Config {
  return JSON.parse(readFileSync(path.join(distOf('host'), name), 'utf8')) as Config;
}

/** The config.json this run's host serves (apiHost and the rest already pointed at this run's ports). */
export function servedConfig(): Config {
  return hostFile('config.json');
}

export interface HostConfigOptions {
  /** Keys replaced in config.json, as a deploy would edit it. */
  patch: Config;
  /**
   * Also serve the pages with the Content-Security-Policy the production static server would send for the edited
   * config (the third-party script and frame origins come from it). A page fulfilled by Playwright has no address,
   * so Chromium counts it as public and blocks its requests to localhost: specs that use this launch Chromium with
   * LOCAL_NETWORK_ACCESS_OFF.
   */
  rewriteCsp?: boolean;
  /** Extra origins for frame-src (see the note below). */
  extraFrameOrigins?: string[];
}

/** Chromium flags for specs whose pages are fulfilled by Playwright (see HostConfigOptions.rewriteCsp). */
export const LOCAL_NETWORK_ACCESS_OFF =
  '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights';

/** The Playwright test for specs that rewrite the CSP: the same Chromium, with LOCAL_NETWORK_ACCESS_OFF. */
export const testWithRewrittenCsp = base.extend({
  launchOptions: async ({ launchOptions }, use) => {
    await use({ ...launchOptions, args: [...(launchOptions.args ?? []), LOCAL_NETWORK_ACCESS_OFF] });
  },
});

/** Serves the host with an edited config.json through Playwright routes, as a deploy would edit the file. */
export async function installHostConfig(
  context: BrowserContext,
  options: HostConfigOptions,
): Promise<Config> {
  const config = { ...servedConfig(), ...options.patch };
  const remotes = hostFile('remotes.json');
  await context.route(`${HOST_URL}/config.json`, (route) =>
    route.fulfill({ json: config, headers: { 'cache-control': 'no-cache' } }),
  );
  if (!options.rewriteCsp) return config;
  await context.route(
    (url) => url.origin === HOST_URL && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      let csp = contentSecurityPolicy({ config, remotes }) as string;
      // The Firebase Auth Emulator runs its helper iframe from its own origin; production needs only authDomain.
      for (const origin of options.extraFrameOrigins ?? [])
        csp = csp.replace("frame-src 'self'", `frame-src 'self' ${origin}`);
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    },
  );
  return config;
}
