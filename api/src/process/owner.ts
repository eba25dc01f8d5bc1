// The owner process: it opens the database (and, for an embedded one, holds the data folder's lock), migrates
// and seeds it, runs the background jobs, and forks the HTTP workers that share the listening port. With an
// embedded database the workers' statements come here over IPC, so the WASM database has a core of its own
// while the workers parse, validate, serialise and cache; with PostgreSQL each worker has its own pool.
import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';
import { openDatabase } from '../db/connect';
import { serveDatabase } from '../db/ipc-pool';
import { buildApp } from '../http/app';
import { announceChange, cacheRelay, dropAnswers, listenForChanges, localPublicCache } from './cache-relay';
import { contextOf, onShutdown, prepareDatabase, startJobs } from './services';

const WORKER_STOP_TIMEOUT_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

/** One process does everything (API_WORKERS=0). */
export async function runSingleProcess(config: Config, level: string): Promise<void> {
  const { db } = await openDatabase({ ...config, poolSize: config.databasePoolSize });
  await prepareDatabase(db, config);
  const replicas = Boolean(config.databaseUrl && config.cache.enabled);
  const publicCache = localPublicCache(
    config.cache.enabled,
    replicas ? (tags) => announceChange(db, tags) : null,
  );
  const ctx = contextOf(config, db, publicCache);
  const app = await buildApp(ctx, { level });
  const stopJobs = startJobs(ctx, app.log);
  const stopListening = replicas
    ? await listenForChanges(config.databaseUrl!, (tags) => dropAnswers(publicCache, tags), app.log)
    : async () => {};
  onShutdown(app.log, async () => {
    stopJobs();
    await stopListening();
    await app.close();
    await db.destroy();
  });
  await app.listen({ port: config.port, host: config.host });
}

export async function runOwner(config: Config, level: string): Promise<void> {
  const log: FastifyBaseLogger = pino({ level }).child({ role: 'owner' });
  const { db, embedded } = await openDatabase({ ...config, poolSize: 2 });
  await prepareDatabase(db, config);

  const workers = new Set<Worker>();
  const relay = cacheRelay(() => workers);
  let closing = false;
  cluster.setupPrimary({ serialization: 'advanced' });

  // One worker pre-renders the pictures (MEDIA_PRERENDER): each would draw the whole set, minutes of CPU on a
  // fresh cache folder, taken from the requests. A worker that replaces it takes the job over.
  let renderer: Worker | null = null;
  const fork = () => {
    const renders = renderer === null;
    const worker = cluster.fork(renders ? {} : { MEDIA_PRERENDER: '0' });
    if (renders) renderer = worker;
    workers.add(worker);
    if (embedded) serveDatabase(embedded, worker);
    relay.attach(worker);
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (renderer === worker) renderer = null;
      if (closing) return;
      if (code !== 0 || signal) {
        log.error({ pid: worker.process.pid, code, signal }, 'HTTP worker died; starting another');
        setTimeout(() => {
          if (!closing) fork();
        }, RESTART_DELAY_MS);
      } else if (workers.size === 0) {
        log.warn('every HTTP worker stopped; stopping');
        process.kill(process.pid, 'SIGTERM');
      }
    });
    return worker;
  };
  const replicas = Boolean(config.databaseUrl && config.cache.enabled);
  // Other replicas on the same PostgreSQL server announce their writes; this replica's workers drop them. Heard
  // from before the first worker caches an answer.
  const stopListening = replicas
    ? await listenForChanges(config.databaseUrl!, (tags) => void relay.changed(tags), log)
    : async () => {};
  const started = Array.from({ length: config.workers }, fork);
  await Promise.all(
    started.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('listening', () => resolve());
          worker.once('exit', (code) => reject(new Error(`an HTTP worker exited with ${code} on start`)));
        }),
    ),
  );
  log.info({ port: config.port, workers: config.workers, embedded: Boolean(embedded) }, 'API listening');

  const ctx = contextOf(config, db, {
    answers: null,
    async changed(tags) {
      await relay.changed(tags);
      if (replicas) await announceChange(db, tags);
    },
  });
  const stopJobs = startJobs(ctx, log);
  onShutdown(log, async () => {
    closing = true;
    stopJobs();
    await stopListening();
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => worker.kill('SIGKILL'), WORKER_STOP_TIMEOUT_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.disconnect();
          }),
      ),
    );
    await db.destroy();
  });
}
