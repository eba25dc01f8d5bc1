// One server process: the site's pages and files on PORT (one per core under cluster.ts; they share the port).
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  configureApiClients,
  parseRuntimeConfig,
  type RemotesMap,
  runtimeConfigLoaded,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import '../app/models';
import { registerRemotes } from '../shared/federation/remotes';
import { watchApi } from './api-status';
import { serverApiTransport } from './api-transport';
import { createHostApp } from './http-app';
import { PageCache } from './page-cache';
import { createPageRoute } from './page-route';
import { PROVIDED_SHARED_MODULES } from './provided-shared';
import { RemoteBuilds } from './remote-builds';
import { RemotesFile } from './remotes-file';
import { createPageRenderer } from './render-page';
import { documentHeadersFor, robotsWithSitemap } from './security-headers';
import { loadSettings } from './settings';
import { StylesheetTexts } from './stylesheet-texts';

const SITEMAP_TIMEOUT_MS = 5000;
const STOP_TIMEOUT_MS = 10_000;
/** The most API answers a process keeps (a city page's are about 30 KB together). */
const API_CACHE_ENTRIES = 1000;

async function start() {
  const settings = loadSettings();
  const readDist = (file: string) => readFileSync(path.join(settings.distDir, file), 'utf8');
  const config = parseRuntimeConfig(JSON.parse(readDist('config.json')));
  // Read again while the server runs: a remote moved to another URL is an edit of the file (remote-builds.ts).
  const remotesFile = new RemotesFile(path.join(settings.distDir, 'remotes.json'));
  const remotes = remotesFile.initial;
  const apiOrigin = (settings.apiUrl ?? config.apiHost).replace(/\/+$/, '');

  // Process-wide set-up: one config, the API clients, the remotes registered with the federation runtime. The
  // config is loaded in a scope of its own (currentRuntimeConfig takes it from there): outside any scope the app's
  // models would run once without a page, the head's writer among them.
  await allSettled(runtimeConfigLoaded, { scope: fork(), params: config });
  const api = watchApi(apiOrigin, { probeMs: settings.apiProbeMs });
  // The one-hour event cache of SPEC.md 7 is the browser's. The server's calls carry no session: they are the
  // API's public reads, which each process keeps for API_CACHE_SECONDS as a shared cache may (api-read-cache.ts).
  configureApiClients(
    { apiHost: apiOrigin },
    {
      eventCache: false,
      refreshSession: false,
      adapter: serverApiTransport({
        timeoutMs: settings.renderTimeoutMs,
        onUnreachable: () => void api.check(),
        reads: { seconds: settings.apiCacheSeconds, maxEntries: API_CACHE_ENTRIES },
      }),
    },
  );
  // The server loads every shared module itself before a remote asks for one. The federation runtime records a
  // shared module as the first loader's, and when a redeployed remote is registered afresh it forgets those of
  // the old build; the remotes' Node builds bring no copy to provide them again, so a module only a remote had
  // loaded (the dates entry) would be gone until a restart.
  await Promise.all(Object.values(PROVIDED_SHARED_MODULES).map((load) => load()));
  registerRemotes(remotes);
  const builds = new RemoteBuilds(remotes, settings.remoteRevalidateMs, remotesFile);
  await builds.watch();

  const shellStylesheets = (JSON.parse(readDist('ssr-assets.json')) as { css: string[] }).css;
  const render = createPageRenderer({
    settings,
    config,
    template: readDist('index.html'),
    // The shell's stylesheets are files of this build ('/static/css/…'): read once, as the pages carry them.
    stylesheetTexts: new StylesheetTexts(new Map(shellStylesheets.map((href) => [href, readDist(href)]))),
    builds,
    api,
    documentHeaders: documentHeadersFor(config),
  });
  let served: { remotes: RemotesMap; json: string } | null = null;
  const app = await createHostApp({
    settings,
    robots: robotsWithSitemap(readDist('robots.txt'), config.siteUrl),
    remotesJson: () => {
      if (served?.remotes !== builds.remotes)
        served = { remotes: builds.remotes, json: JSON.stringify(builds.remotes, null, 2) };
      return served.json;
    },
    sitemap: async (clientAddress) => {
      // The API builds /sitemap.xml from its data: the host passes it on (a CDN routes the path to the API).
      try {
        const answer = await fetch(`${apiOrigin}/sitemap.xml`, {
          headers: { 'X-Forwarded-For': clientAddress },
          signal: AbortSignal.timeout(SITEMAP_TIMEOUT_MS),
        });
        return {
          status: answer.status,
          headers: {
            'Content-Type': answer.headers.get('content-type') ?? 'application/xml; charset=utf-8',
            'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
          },
          body: Buffer.from(await answer.arrayBuffer()),
        };
      } catch {
        return {
          status: 502,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          body: Buffer.from('Sitemap unavailable'),
        };
      }
    },
    servePage: createPageRoute({
      siteOrigin: new URL(config.siteUrl).origin,
      render,
      cache: new PageCache({ ttlMs: settings.pageCacheSeconds * 1000, maxBytes: settings.pageCacheBytes }),
      buildsVersion: () => builds.version(),
      serverTiming: settings.serverTiming,
    }),
  });

  // On the default loopback address 'localhost' is both 127.0.0.1 and ::1: Fastify listens on each.
  await app.listen({
    port: settings.port,
    host: settings.host === '127.0.0.1' ? 'localhost' : settings.host,
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), STOP_TIMEOUT_MS).unref();
    api.stop();
    builds.stop();
    await app.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  if (cluster.isWorker) {
    // A worker of cluster.ts: the primary decides when it stops (it disconnects it); a terminal's Ctrl-C
    // reaches every process of the group.
    process.on('disconnect', () => void stop());
    process.on('SIGINT', () => {});
  } else {
    process.on('SIGINT', () => void stop());
    console.info(`host: http://localhost:${settings.port} (server rendering, pid ${process.pid})`);
  }
}

start().catch((error) => {
  console.error('host server could not start', error);
  process.exit(1);
});
