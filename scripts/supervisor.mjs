// Keeps the processes of `npm start` and `npm run dev` together: each child leads a process group of its own, so
// stopping signals the whole group (its children too, such as a dev server below npm and sh), with SIGKILL for
// what is still there after a grace period. Everything stops on SIGINT, SIGTERM, when a child dies, and when this
// process is orphaned: a SIGTERM to `npm` ends npm and its shell but not the script they ran.
import { spawn } from 'node:child_process';

const STOP_GRACE_MS = 5_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

/**
 * @param {{ cwd: string, env?: Record<string, string>, beforeStop?: () => Promise<unknown>, afterStop?: () => void }}
 *   options `env` is added to every child's environment; `beforeStop` closes what this process serves itself,
 *   `afterStop` removes what the children used once they are gone.
 */
export function createSupervisor({ cwd, env = {}, beforeStop = async () => {}, afterStop = () => {} }) {
  const children = new Set();
  let stopping = false;

  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([beforeStop()]);
    for (const child of children) signalGroup(child, 'SIGTERM');
    const deadline = Date.now() + STOP_GRACE_MS;
    while ([...children].some((child) => signalGroup(child, 0)) && Date.now() < deadline) await sleep(100);
    for (const child of children) signalGroup(child, 'SIGKILL');
    afterStop();
    process.exit(code);
  }

  function spawnGroup(command, args, options) {
    const child = spawn(command, args, {
      cwd: options.cwd ?? cwd,
      detached: true,
      stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env, ...options.env },
    });
    children.add(child);
    return child;
  }

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  process.on('uncaughtException', (error) => {
    console.error(error);
    stopAll(1);
  });
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stopAll(0);
  }, 1000).unref();

  return {
    stopAll,
    isStopping: () => stopping,
    /** A long-running process: if it ends while the others run, everything stops. */
    start(name, command, args, options = {}) {
      const child = spawnGroup(command, args, options);
      child.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(`${name} exited (${signal ?? code}); stopping everything`);
        stopAll(1);
      });
      return child;
    },
    /** A process run to its end (a build), still stopped with the rest meanwhile; resolves with its exit code. */
    run(command, args, options = {}) {
      return new Promise((resolve) => {
        const child = spawnGroup(command, args, { stdio: 'inherit', ...options });
        child.on('exit', (code, signal) => {
          children.delete(child);
          resolve(code ?? (signal ? 1 : 0));
        });
      });
    },
  };
}
