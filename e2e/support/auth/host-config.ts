import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { HOST_URL, sparePort } from '../ports';
import { copyDist, distOf, type StaticServer, startHost } from '../stack';

type Config = Record<string, unknown>;

/** The config.json this run's host serves (apiHost, the stand-ins and the rest pointed at this run's ports). */
export function servedConfig(): Config {
  return JSON.parse(readFileSync(path.join(distOf('host'), 'config.json'), 'utf8')) as Config;
}

const DEPLOY_PORT = sparePort(70);

/**
 * `deployConfig(patch)` serves the host with an edited config.json, as a deploy would edit the file. The server
 * renders pages with its config and hands it to the browser in the page, so a second host server runs on a copy
 * of the build with the edited file; the browser's page and config.json requests at the stack's address are
 * answered by it, so the origin (its cookies, the API's CORS, the stand-ins' redirect addresses) stays the
 * stack's. Its Content-Security-Policy is made from the edited config: an edit must stay within the origins the
 * served one allows (the stand-ins, and the real providers' origins the policy always names).
 */
export const test = base.extend<{ deployConfig: (patch: Config) => Promise<Config> }>({
  deployConfig: async ({ context }, use) => {
    let deployed: { server: StaticServer; remove: () => void } | null = null;
    await use(async (patch) => {
      if (deployed) throw new Error('one edited config.json per test');
      const config = { ...servedConfig(), ...patch };
      const copy = copyDist('host');
      writeFileSync(path.join(copy.dir, 'config.json'), JSON.stringify(config));
      deployed = { server: await startHost(copy.dir, DEPLOY_PORT), remove: copy.remove };
      // A page Playwright answers counts as a public one for Chromium: it may reach the remotes, the API and the
      // stand-ins on this machine (loopback) only with the local network permission a visitor would grant.
      await context.grantPermissions(['local-network-access'], { origin: HOST_URL });
      await context.route(
        (url) => url.origin === new URL(HOST_URL).origin,
        async (route) => {
          const request = route.request();
          const url = new URL(request.url());
          if (!request.isNavigationRequest() && url.pathname !== '/config.json') return route.fallback();
          url.port = String(DEPLOY_PORT);
          // Redirects (a guarded page) go to the browser as they are, relative to the stack's address.
          return route.fulfill({ response: await route.fetch({ url: url.href, maxRedirects: 0 }) });
        },
      );
      return config;
    });
    if (deployed) {
      const { server, remove } = deployed as { server: StaticServer; remove: () => void };
      await server.close();
      remove();
    }
  },
});

export { expect } from '@playwright/test';
