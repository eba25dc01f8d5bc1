// Starts the API. With API_WORKERS > 0 (the default: one per core) this process becomes the owner of the
// database and forks that many HTTP workers (process/owner.ts, process/worker.ts); with 0 one process does
// everything. Either way: configuration, database (migrated and seeded on first start), HTTP, the renewal
// loop, and a graceful shutdown on SIGTERM/SIGINT.
import cluster from 'node:cluster';
import { developmentListenWarning, loadConfig } from './config';
import { assertDataFolderFree } from './db/data-lock';

async function main() {
  const config = loadConfig();
  // Development's back doors stay on this machine unless the operator says otherwise (then they are named).
  const warning = developmentListenWarning(config);
  if (warning && cluster.isPrimary) console.warn(JSON.stringify({ level: 40, msg: warning }));
  // A second start on a data folder in use is refused before the server and the database are even loaded.
  if (!config.databaseUrl && cluster.isPrimary && !config.dataDir.startsWith('memory://')) {
    assertDataFolderFree(config.dataDir);
  }
  const level = process.env.LOG_LEVEL || 'info';
  const { runOwner, runSingleProcess } = await import('./process/owner');
  const { runWorker } = await import('./process/worker');
  if (config.workers === 0) await runSingleProcess(config, level);
  else if (cluster.isPrimary) await runOwner(config, level);
  else await runWorker(config, level);
}

main().catch((error) => {
  // A refused start (the data folder is in use, a configuration refused) is told in its message; anything else
  // needs its stack.
  const refused = error instanceof Error && /^(DataFolderInUseError|ConfigError)$/.test(error.name);
  console.error(refused ? error.message : error);
  process.exit(1);
});
