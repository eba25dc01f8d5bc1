import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { HOST_URL } from '../ports';
import { distOf } from '../stack';

type Config = Record<string, unknown>;

/** The config.json this run's host serves (apiHost, the stand-ins and the rest pointed at this run's ports). */
export function servedConfig(): Config {
  return JSON.parse(readFileSync(path.join(distOf('host'), 'config.json'), 'utf8')) as Config;
}

/**
 * Serves the host with an edited config.json through a Playwright route, as a deploy would edit the file. The page
 * keeps the static server's Content-Security-Policy, made from the served config: an edit must stay within the
 * origins it allows (the stand-ins, and the real providers' origins the policy always names).
 */
export async function installHostConfig(
  context: BrowserContext,
  { patch }: { patch: Config },
): Promise<Config> {
  const config = { ...servedConfig(), ...patch };
  await context.route(`${HOST_URL}/config.json`, (route) =>
    route.fulfill({ json: config, headers: { 'cache-control': 'no-cache' } }),
  );
  return config;
}
