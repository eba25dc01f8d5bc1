import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distOf, type FrontEnd } from './stack';

interface Files {
  sync: string[];
}
interface Manifest {
  exposes: { path: string; assets: { js: Files; css: Files } }[];
}

/**
 * What a remote's build (its mf-manifest.json) lists for each exposed module: the scripts and stylesheets it loads
 * at once, as paths under the remote's URL. Production chunks are named by number: the manifest says whose a file is.
 */
export function exposedFiles(
  remote: Exclude<FrontEnd, 'host'>,
): Map<string, { js: string[]; css: string[] }> {
  const manifest = JSON.parse(
    readFileSync(path.join(distOf(remote), 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  return new Map(
    manifest.exposes.map((item) => [item.path, { js: item.assets.js.sync, css: item.assets.css.sync }]),
  );
}

/** One exposed module's files; throws if the remote does not expose it. */
export function filesOfExpose(
  remote: Exclude<FrontEnd, 'host'>,
  expose: string,
): { js: string[]; css: string[] } {
  const files = exposedFiles(remote).get(expose);
  if (!files) throw new Error(`${remote} exposes no ${expose}`);
  return files;
}
