// The site's server. With HOST_WORKERS > 0 (the default: one per core) this process is the primary of
// cluster.ts and starts that many server processes; each of them, or with 0 this process alone, runs server.ts.
import cluster from 'node:cluster';
import { loadSettings, type ServerSettings } from './settings';

function refuse(error: unknown): never {
  console.error('host server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

let settings: ServerSettings;
try {
  settings = loadSettings();
} catch (error) {
  refuse(error);
}
if (cluster.isPrimary && settings.workers > 0) {
  import('./cluster').then(({ runPrimary }) => runPrimary(settings)).catch(refuse);
} else {
  // An async boundary: the shared modules (React, effector, the contracts) are negotiated before the server starts.
  import('./server');
}
