// What every process of the API builds the same way: the third-party clients, the database's preparation
// (migrations, first seed, the daily move of seeded events) and the background jobs of the owner.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AppContext, PublicCache } from '../context';
import type { Db } from '../db/connect';
import { migrate } from '../db/migrate';
import { startRenewalLoop } from '../jobs/renewal';
import { startRetentionLoop } from '../jobs/retention';
import { systemClock } from '../lib/clock';
import { refreshSeedDates, seedIfEmpty } from '../seed';
import { createSmsSender } from '../services/sms/sender';
import { createYooKassaClient } from '../services/yookassa';

/** The context of one process: its database and cache, the system clock and the configured providers. */
export function contextOf(config: Config, db: Db, publicCache: PublicCache): AppContext {
  return {
    config,
    db,
    clock: systemClock,
    sms: createSmsSender(config.sms),
    payments: createYooKassaClient(config.yookassa),
    publicCache,
  };
}

export async function prepareDatabase(db: Db, config: Config): Promise<void> {
  await migrate(db);
  if (config.seed) {
    await seedIfEmpty(db, systemClock.now());
    await refreshSeedDates(db, systemClock.now());
  }
}

const SEED_REFRESH_INTERVAL_MS = 3_600_000;

/**
 * The owner's jobs: renewals, data retention (pruning, erasure after deletions), and seeded events following the
 * calendar. Answers a function that stops them.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const stopRenewals = startRenewalLoop(ctx, (error) => log.error({ err: error }, 'renewal run failed'));
  const stopRetention = startRetentionLoop(ctx, log);
  const refresh = async () => {
    const days = await refreshSeedDates(ctx.db, ctx.clock.now());
    if (days > 0) await ctx.publicCache.changed('all');
  };
  const timer = setInterval(() => {
    refresh().catch((error) => log.error({ err: error }, 'moving seeded events failed'));
  }, SEED_REFRESH_INTERVAL_MS);
  timer.unref();
  return () => {
    stopRenewals();
    stopRetention();
    clearInterval(timer);
  };
}

/** Runs `stop` once on SIGTERM or SIGINT, then exits. */
export function onShutdown(log: FastifyBaseLogger, stop: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
