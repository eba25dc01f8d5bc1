// The primary process of the site's server: one server process per core (node:cluster, as the API runs its HTTP
// workers), all on one port; the primary hands connections out in turn, starts a worker again when one dies, and
// stops them all on SIGTERM or SIGINT. It renders nothing itself.
import cluster, { type Worker } from 'node:cluster';
import type { ServerSettings } from './settings';

const RESTART_DELAY_MS = 1000;
const WORKER_STOP_TIMEOUT_MS = 10_000;

export async function runPrimary(settings: Pick<ServerSettings, 'port' | 'workers'>): Promise<void> {
  const workers = new Set<Worker>();
  let closing = false;

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (closing) return;
      console.error(`[host] server process ${worker.process.pid} died (${signal ?? code}); starting another`);
      setTimeout(() => {
        if (!closing) fork();
      }, RESTART_DELAY_MS).unref();
    });
    return worker;
  };

  const started = Array.from({ length: settings.workers }, fork);
  try {
    await Promise.all(
      started.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.once('listening', () => resolve());
            worker.once('exit', (code) => reject(new Error(`a server process exited with ${code} on start`)));
          }),
      ),
    );
  } catch (error) {
    closing = true;
    for (const worker of workers) worker.kill();
    throw error;
  }
  console.info(
    `host: http://localhost:${settings.port} (server rendering, ${settings.workers} processes, pid ${process.pid})`,
  );

  const stop = () => {
    if (closing) return;
    closing = true;
    const exits = [...workers].map(
      (worker) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => worker.kill('SIGKILL'), WORKER_STOP_TIMEOUT_MS);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.disconnect();
        }),
    );
    void Promise.all(exits).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
