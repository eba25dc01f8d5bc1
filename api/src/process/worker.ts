// An HTTP worker: the Fastify app on the shared port, with its own cache of public answers. Its database is
// the owner's embedded one (over IPC) or its own pool to the PostgreSQL server. It stops when the owner
// disconnects it (a graceful stop) or goes away.
import type { Config } from '../config';
import { connectThroughOwner, openDatabase } from '../db/connect';
import { buildApp } from '../http/app';
import { announceChange, workerPublicCache } from './cache-relay';
import { contextOf } from './services';

export async function runWorker(config: Config, level: string): Promise<void> {
  const db = config.databaseUrl
    ? (await openDatabase({ ...config, poolSize: config.databasePoolSize })).db
    : connectThroughOwner();
  const announce = config.databaseUrl
    ? (tags: Parameters<typeof announceChange>[1]) => announceChange(db, tags)
    : null;
  const ctx = contextOf(config, db, workerPublicCache(config.cache.enabled, announce));
  const app = await buildApp(ctx, { level });
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  // The owner decides when workers stop (it disconnects them): a terminal's Ctrl-C reaches every process.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.port, host: config.host });
}
