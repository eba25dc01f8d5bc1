// The deployed host's remotes.json (remote name -> URL of its mf-manifest.json), as each server process reads it:
// at start, and again whenever RemoteBuilds polls (remote-builds.ts), so that a remote moved to another URL reaches
// the running processes without a restart. Each process reads the file on its own (cluster.ts).
import { readFileSync, type Stats, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { isRemoteName, parseRemotesMap, type RemotesMap } from '@kaver/shared-contracts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * remotes.json as the server takes it: the browser's check (parseRemotesMap: known names, http(s) or root-relative
 * URLs), and absolute URLs only, since the server fetches them itself and the CSP names their origins. Throws a
 * readable error. A name the host does not know is left out, as the browser does, and said.
 */
export function parseServerRemotes(text: string): RemotesMap {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`remotes.json is not JSON: ${messageOf(error)}`);
  }
  const map = parseRemotesMap(raw);
  for (const [name, url] of Object.entries(map)) {
    if (!/^https?:\/\//.test(url) || !URL.canParse(url))
      throw new Error(`remotes.json: ${name} must be an absolute http(s) URL, not '${url}'`);
  }
  const unknown = Object.keys(raw as object).filter((name) => !isRemoteName(name));
  if (unknown.length > 0)
    console.warn(`[remotes] remotes.json: unknown remotes left out: ${unknown.join(', ')}`);
  return map;
}

/** Whether two maps name the same remotes at the same URLs. */
export function sameRemotes(a: RemotesMap, b: RemotesMap): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof RemotesMap>;
  return [...names].every((name) => a[name] === b[name]);
}

/** What tells a rewritten file from the one read before without reading it. */
const signatureOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;

/**
 * The file, read at start (`initial`, or the server does not start) and checked again by `changed()`: a stat, and a
 * reading only when the file's inode, size or times moved. A file that is not JSON, or not a valid map (a deploy
 * caught half-written, a typo), is logged once and ignored: the server keeps the last good map until the file
 * changes again.
 */
export class RemotesFile {
  readonly initial: RemotesMap;
  private signature: string;
  /** What was last said about the file, so that a broken or missing one is logged once, not every second. */
  private complaint: string | null = null;

  constructor(private readonly file: string) {
    this.signature = signatureOf(statSync(file));
    this.initial = parseServerRemotes(readFileSync(file, 'utf8'));
  }

  /** The file's map when it changed since the last call and is valid; null otherwise. Never throws. */
  async changed(): Promise<RemotesMap | null> {
    try {
      const signature = signatureOf(await stat(this.file));
      if (signature === this.signature) return null;
      // Taken before the reading: a write that lands after it changes the signature again and is read next time.
      this.signature = signature;
      const map = parseServerRemotes(await readFile(this.file, 'utf8'));
      this.complaint = null;
      return map;
    } catch (error) {
      const complaint = messageOf(error);
      if (complaint !== this.complaint)
        console.error(`[remotes] ${this.file} cannot be used, the remotes stay as they were: ${complaint}`);
      this.complaint = complaint;
      // A file that could not be read is tried again next time.
      if ((error as NodeJS.ErrnoException).code) this.signature = '';
      return null;
    }
  }
}
