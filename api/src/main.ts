// Starts the API: configuration, database (migrated and seeded on first start), HTTP server, renewal loop,
// and a graceful shutdown on SIGTERM/SIGINT.
import { loadConfig } from './config';
import type { AppContext } from './context';
import { connectDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { buildApp } from './http/app';
import { startRenewalLoop } from './jobs/renewal';
import { systemClock } from './lib/clock';
import { refreshSeedDates, seedIfEmpty } from './seed';
import { createSmsSender } from './services/sms/sender';
import { createYooKassaClient } from './services/yookassa';

async function main() {
  const config = loadConfig();
  const db = await connectDatabase(config);
  await migrate(db);
  const ctx: AppContext = {
    config,
    db,
    clock: systemClock,
    sms: createSmsSender(config.sms),
    payments: createYooKassaClient(config.yookassa),
  };
  if (config.seed) {
    await seedIfEmpty(db, systemClock.now());
    await refreshSeedDates(db, systemClock.now());
  }
  const app = await buildApp(ctx, { level: process.env.LOG_LEVEL || 'info' });
  const stopRenewals = startRenewalLoop(ctx, (error) => app.log.error({ err: error }, 'renewal run failed'));
  // Seeded events follow the calendar: move them once a day while the server runs.
  const dailyRefresh = setInterval(
    () => refreshSeedDates(db, systemClock.now()).catch((error) => app.log.error(error)),
    3_600_000,
  );
  dailyRefresh.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopRenewals();
    clearInterval(dailyRefresh);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
