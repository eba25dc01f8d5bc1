// The site's server. With HOST_WORKERS > 0 (the default: one per core) this process is the primary of
// cluster.ts and starts that many server processes; each of them, or with 0 this process alone, runs server.ts.
import cluster from 'node:cluster';
import { loadSettings } from './settings';

const settings = loadSettings();
if (cluster.isPrimary && settings.workers > 0) {
  import('./cluster')
    .then(({ runPrimary }) => runPrimary(settings))
    .catch((error) => {
      console.error('host server could not start', error);
      process.exit(1);
    });
} else {
  // An async boundary: the shared modules (React, effector, the contracts) are negotiated before the server starts.
  import('./server');
}
