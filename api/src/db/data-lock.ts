// One owner per embedded data folder. Two processes opening the same PGlite folder each keep their own copy
// of the database in memory and overwrite each other's files (duplicate ids, lost rows), so the owner takes
// an exclusive lock file holding its pid first. A second start on the folder fails at once with a message
// naming the owner; a lock left by a process that no longer runs (a crash, a kill -9) is taken over.
import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'kaver-api.lock';

interface Owner {
  pid: number;
  host: string;
  since: string;
}

export class DataFolderInUseError extends Error {
  constructor(dataDir: string, file: string, owner: Owner) {
    super(
      `The data folder ${dataDir} is in use by another API process (pid ${owner.pid} on ${owner.host}, ` +
        `since ${owner.since}). Two processes on one embedded database lose data: stop that process, or set ` +
        `DATA_DIR to another folder. If no such process runs any more, delete ${file}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

function readOwner(file: string): { raw: string; owner: Owner | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(raw) as Owner;
    return { raw, owner: Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null };
  } catch {
    return { raw, owner: null };
  }
}

/** Lock files this process holds now. */
const held = new Set<string>();

/** Whether the lock's owner may still run. Another host's process cannot be checked from here: assume yes. */
function mayBeRunning(owner: Owner, file: string): boolean {
  if (owner.host !== hostname()) return true;
  // A restarted container reuses its pid (often 1): a lock naming this process that it does not hold is a
  // leftover of the previous run.
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Throws DataFolderInUseError when a running process holds the folder's lock, without taking it: a second
 * start checks this before it loads anything else, so it is refused at once.
 */
export function assertDataFolderFree(dataDir: string): void {
  const file = path.join(dataDir, LOCK_FILE);
  const current = readOwner(file);
  if (current?.owner && mayBeRunning(current.owner, file)) {
    throw new DataFolderInUseError(dataDir, file, current.owner);
  }
}

/** Takes the folder's lock or throws DataFolderInUseError; `release` gives it up (also done on exit). */
export function lockDataFolder(dataDir: string): { release(): void } {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const mineRaw = JSON.stringify(mine);
  // Written aside and hard-linked into place: the lock appears atomically, already holding its owner.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, mineRaw);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, file);
        held.add(file);
        const release = () => {
          if (readOwner(file)?.raw === mineRaw) rmSync(file, { force: true });
          held.delete(file);
          process.off('exit', release);
        };
        process.on('exit', release);
        return { release };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readOwner(file);
      if (current?.owner && mayBeRunning(current.owner, file)) {
        throw new DataFolderInUseError(dataDir, file, current.owner);
      }
      // Stale or unreadable: remove it unless another starter replaced it in the meantime.
      if (current && readOwner(file)?.raw === current.raw) rmSync(file, { force: true });
    }
    throw new Error(`Could not take the lock ${file}: other processes keep replacing it`);
  } finally {
    unlinkSync(draft);
  }
}
