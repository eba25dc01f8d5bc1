// The rendered files on disk: {cacheDir}/{version}/{id}/{width}x{height}.{format}, and a picture's dating
// teaser as {cacheDir}/{version}/{id}/teaser.{format} (teaser.ts: its URL names a token, never the id). A
// missing file is rendered on request (once, however many requests ask at the same time) together with the rest
// of its picture's usual renditions, and written atomically, so replicas sharing nothing converge on identical
// files. `warm` renders the whole set ahead in the background, one picture at a time, skipping what is already
// there.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSingleFlight } from '@kaver/shared-contracts/cache';
import {
  allMediaIds,
  MEDIA_VERSION,
  type MediaId,
  parseMediaId,
  prerenderedFiles,
  type Rendition,
  renditionFile,
} from './catalog';
import { renderPicture } from './render';

export interface MediaStore {
  /** The file's bytes, rendered first if needed. */
  read(picture: MediaId, rendition: Rendition): Promise<Buffer>;
  /**
   * Renders every missing prerendered file of the set; resolves with how many pictures were drawn. `ready`
   * is awaited before each picture is drawn (the server lets it wait while it has requests to answer).
   */
  warm(shouldStop?: () => boolean, ready?: () => Promise<void>): Promise<number>;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export function createMediaStore(cacheDir: string): MediaStore {
  const root = path.join(cacheDir, MEDIA_VERSION);
  /** The renders running, by picture: a request for a picture being drawn waits for that render. */
  const rendering = createSingleFlight<string, void>({ max: 1_000 });

  const fileOf = (picture: MediaId, rendition: Rendition) =>
    path.join(root, picture.id, renditionFile(picture, rendition));

  async function write(file: string, data: Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  /** Renders the missing ones of `wanted` (plus the picture's usual renditions) in one pass. */
  function render(picture: MediaId, wanted: Rendition[]): Promise<void> {
    return rendering.get(picture.id, async () => {
      const all = [...prerenderedFiles(picture), ...wanted].filter(
        (rendition, index, list) =>
          list.findIndex((other) => renditionFile(picture, other) === renditionFile(picture, rendition)) ===
          index,
      );
      const missing: Rendition[] = [];
      for (const rendition of all) {
        if (!(await exists(fileOf(picture, rendition)))) missing.push(rendition);
      }
      if (missing.length === 0) return;
      const files = await renderPicture(picture, missing);
      await Promise.all(files.map((file) => write(fileOf(picture, file), file.data)));
    });
  }

  return {
    async read(picture, rendition) {
      const file = fileOf(picture, rendition);
      try {
        return await readFile(file);
      } catch {
        await render(picture, [rendition]);
        // A job already running for this picture may not have included this rendition.
        if (!(await exists(file))) await render(picture, [rendition]);
        return readFile(file);
      }
    },
    async warm(shouldStop = () => false, ready = async () => {}) {
      let drawn = 0;
      for (const id of allMediaIds()) {
        if (shouldStop()) break;
        const picture = parseMediaId(id)!;
        const complete = await Promise.all(
          prerenderedFiles(picture).map((rendition) => exists(fileOf(picture, rendition))),
        );
        if (complete.every(Boolean)) continue;
        await ready();
        if (shouldStop()) break;
        await render(picture, []);
        drawn += 1;
      }
      return drawn;
    },
  };
}
