// The rendered pictures: every width in AVIF and WebP (and the default JPEG) with immutable caching, the same
// bytes for the same id, 404 for anything outside the set, redirects from the old artwork URLs, and the URLs the
// catalog hands out resolve with all their srcset renditions. The dating teasers: small, blurred, under tokens
// that name no picture.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { imageSources, LANDSCAPE_WIDTHS, mediaHeight, SQUARE_WIDTHS } from '@kaver/shared-contracts/media';
import sharp, { type Sharp } from 'sharp';
import {
  allMediaIds,
  legacyTarget,
  MEDIA_VERSION,
  mediaUrl,
  parseMediaId,
  prerenderedFiles,
  renditionFile,
  TEASER_WIDTH,
} from '../src/media/catalog';
import { renderPicture } from '../src/media/render';
import { createMediaStore } from '../src/media/store';
import { TEASER_DETAIL, teasers } from '../src/media/teaser';
import { call, freePort, type Stack, spawnApi, startStack, stopProcess, WEB, waitForHealth } from './harness';
import { fineDetail } from './picture-detail';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack?.stop();
});

const fetchMedia = (url: string) => fetch(url.startsWith('http') ? url : `${stack.api}${url}`);

async function expectPicture(url: string, type: string, width: number, height: number) {
  const response = await fetchMedia(url);
  assert.equal(response.status, 200, url);
  assert.equal(response.headers.get('content-type'), type, url);
  assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', url);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  assert.equal(meta.width, width, `${url} width`);
  assert.equal(meta.height, height, `${url} height`);
}

describe('media', () => {
  it('answers a landscape picture in every width as AVIF and WebP, and the default as JPEG', async () => {
    for (const width of LANDSCAPE_WIDTHS) {
      const size = `${width}x${mediaHeight('landscape', width)}`;
      await expectPicture(
        `/media/${MEDIA_VERSION}/stage-2/${size}.avif`,
        'image/avif',
        width,
        mediaHeight('landscape', width),
      );
      await expectPicture(
        `/media/${MEDIA_VERSION}/stage-2/${size}.webp`,
        'image/webp',
        width,
        mediaHeight('landscape', width),
      );
    }
    await expectPicture(`/media/${MEDIA_VERSION}/stage-2/960x640.jpg`, 'image/jpeg', 960, 640);
  });

  it('answers portraits as squares', async () => {
    for (const width of SQUARE_WIDTHS) {
      await expectPicture(
        `/media/${MEDIA_VERSION}/portrait-5/${width}x${width}.avif`,
        'image/avif',
        width,
        width,
      );
      await expectPicture(
        `/media/${MEDIA_VERSION}/portrait-5/${width}x${width}.webp`,
        'image/webp',
        width,
        width,
      );
    }
  });

  it('gives the same bytes for the same id, also to requests that arrive together', async () => {
    const url = `/media/${MEDIA_VERSION}/museum-4/640x427.webp`;
    const [a, b] = await Promise.all([fetchMedia(url), fetchMedia(url)]);
    const [bytesA, bytesB] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    assert.ok(bytesA.length > 1000);
    assert.deepEqual(bytesA, bytesB);
    const again = await renderPicture(parseMediaId('museum-4')!, [{ width: 640, format: 'webp' }]);
    assert.deepEqual(again[0]!.data, bytesA, 'a replica rendering it anew writes the same file');
  });

  it('answers 404 outside the set and for malformed names (a path that fits no pattern names nothing)', async () => {
    for (const url of [
      `/media/${MEDIA_VERSION}/stage-2/500x333.webp`,
      `/media/${MEDIA_VERSION}/stage-2/640x428.webp`,
      `/media/${MEDIA_VERSION}/stage-99/640x427.webp`,
      `/media/${MEDIA_VERSION}/unicorn-1/640x427.webp`,
      `/media/${MEDIA_VERSION}/portrait-1/640x427.webp`,
      '/media/v0/stage-2/640x427.webp',
    ]) {
      const response = await call(stack.api, 'GET', url);
      assert.equal(response.status, 404, url);
      assert.equal(response.body.error.code, 'not_found', url);
    }
    for (const url of [
      `/media/${MEDIA_VERSION}/stage-2/640x427.png`,
      `/media/${MEDIA_VERSION}/Stage-2/640x427.webp`,
    ]) {
      const response = await call(stack.api, 'GET', url);
      assert.equal(response.status, 404, url);
      assert.equal(response.body.error.code, 'not_found', url);
    }
  });

  it('answers a picture outside the set as a malformed name: the same error, naming the part, never cached', async () => {
    for (const [path, field] of [
      [`/media/${MEDIA_VERSION}/stage-2/640x427.png`, 'file'],
      [`/media/${MEDIA_VERSION}/stage-2/500x333.webp`, 'file'],
      [`/media/${MEDIA_VERSION}/unicorn-1/640x427.webp`, 'id'],
      ['/media/v0/stage-2/640x427.webp', 'version'],
    ] as const) {
      const response = await call(stack.api, 'GET', `${path}?w=1`);
      assert.equal(response.status, 404, path);
      assert.deepEqual(response.body, {
        error: { code: 'not_found', message: `Page Not Found: ${path}`, field },
      });
      assert.equal(response.headers.get('cache-control'), 'no-store', path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
    }
  });

  it('redirects the old artwork URLs for good', async () => {
    const response = await fetch(`${stack.api}/media/events/moscow-1-1.svg`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.match(response.headers.get('location') ?? '', /\/media\/v1\/[a-z]+-\d+\/960x640\.jpg$/);
    const avatar = await fetch(`${stack.api}/media/avatars/user-7.svg`, { redirect: 'manual' });
    assert.match(avatar.headers.get('location') ?? '', /\/media\/v1\/portrait-\d+\/320x320\.jpg$/);
  });

  it('serves every rendition of the pictures the catalog hands out', async () => {
    const events = await call(stack.api, 'GET', `${WEB}/events?city=novosibirsk&per_page=1`);
    const event = events.body.items[0];
    assert.deepEqual(
      { width: event.images[0].width, height: event.images[0].height },
      { width: 960, height: 640 },
    );
    const sources = imageSources(event.image);
    assert.ok(sources, event.image);
    const urls = [
      sources.src,
      ...`${sources.avif}, ${sources.webp}`.split(', ').map((entry) => entry.split(' ')[0]!),
    ];
    assert.equal(urls.length, 1 + LANDSCAPE_WIDTHS.length * 2);
    for (const url of urls) assert.equal((await fetchMedia(url)).status, 200, url);
  });
});

describe('dating teasers', () => {
  const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  const TOKEN_URL = /^https:\/\/api\.test\/media\/v1\/teaser\/([0-9a-f]{24})\.jpg$/;

  it('are named by a keyed token that says nothing of the picture, and only the key leads back to it', () => {
    const named = teasers(SECRET);
    const url = named.url('https://api.test', 'portrait-5')!;
    const token = TOKEN_URL.exec(url)?.[1];
    assert.ok(token, url);
    assert.doesNotMatch(url, /portrait|-5\b/);
    assert.equal(named.url('https://api.test', 'portrait-5'), url, 'the same name every time');
    assert.equal(named.pictureOf(token)?.id, 'portrait-5');
    // Another key (another AUTH_SECRET) names it otherwise, and does not know this name.
    const other = teasers(`${SECRET}-other`);
    assert.notEqual(other.url('https://api.test', 'portrait-5'), url);
    assert.equal(other.pictureOf(token), undefined);
    // Every picture of the set has a name of its own.
    const tokens = new Set(allMediaIds().map((id) => named.url('', id)));
    assert.equal(tokens.size, allMediaIds().length);
    // An old avatar path is the portrait its URL redirects to; a path that names no picture has no teaser.
    assert.equal(
      named.url('https://api.test', 'avatars/user-7.svg'),
      named.url('https://api.test', legacyTarget('avatars', 'user-7')),
    );
    assert.equal(named.url('https://api.test', 'portrait-99'), undefined);
    assert.equal(named.pictureOf('0'.repeat(24)), undefined);
    assert.equal(named.pictureOf('portrait-5'), undefined);
  });

  it('are drawn small and blurred, holding no more of the picture than a coarse grid, the same bytes each time', async () => {
    const portrait = parseMediaId('portrait-7')!;
    const [teaser, photo] = await renderPicture(portrait, [
      { width: TEASER_WIDTH, format: 'jpg', teaser: true },
      { width: 160, format: 'jpg' },
    ]);
    assert.deepEqual([teaser!.width, teaser!.height], [TEASER_WIDTH, TEASER_WIDTH]);
    const meta = await sharp(teaser!.data).metadata();
    assert.deepEqual([meta.width, meta.height, meta.format], [TEASER_WIDTH, TEASER_WIDTH, 'jpeg']);
    const [blurred, sharpDetail] = [await fineDetail(teaser!.data), await fineDetail(photo!.data)];
    assert.ok(blurred * 4 < sharpDetail, `teaser ${blurred.toFixed(2)} vs photo ${sharpDetail.toFixed(2)}`);
    // Whatever the teaser shows, a grid of TEASER_DETAIL pixels a side holds it: enlarged again it is the same
    // picture, to within a few levels (what the smoothing and the encoding change).
    const grey = (image: Sharp, side: number) =>
      image.resize(side, side, { fit: 'cover' }).toColourspace('b-w').raw().toBuffer();
    const full = await grey(sharp(teaser!.data), TEASER_WIDTH);
    const cells = await grey(sharp(teaser!.data), TEASER_DETAIL);
    const raw = { width: TEASER_DETAIL, height: TEASER_DETAIL, channels: 1 } as const;
    const grid = await grey(sharp(cells, { raw }), TEASER_WIDTH);
    let difference = 0;
    for (let i = 0; i < full.length; i += 1) difference += Math.abs(full[i]! - grid[i]!);
    assert.ok(
      difference / full.length < 2.5,
      `off by ${(difference / full.length).toFixed(2)} levels on average`,
    );
    const [again] = await renderPicture(portrait, [{ width: TEASER_WIDTH, format: 'jpg', teaser: true }]);
    assert.deepEqual(again!.data, teaser!.data, 'a replica rendering it anew writes the same file');
  });

  it('are kept on disk beside the picture, written ahead for portraits', async () => {
    const portrait = parseMediaId('portrait-3')!;
    assert.ok(
      prerenderedFiles(portrait).some((rendition) => rendition.teaser && rendition.format === 'jpg'),
      'the teaser JPEG is written ahead with the portrait',
    );
    assert.ok(!prerenderedFiles(parseMediaId('stage-3')!).some((rendition) => rendition.teaser));
    const dir = await mkdtemp(path.join(tmpdir(), 'kaver-media-test-'));
    try {
      const store = createMediaStore(dir);
      const teaser = await store.read(portrait, { width: TEASER_WIDTH, format: 'jpg', teaser: true });
      const files = await readdir(path.join(dir, MEDIA_VERSION, portrait.id));
      assert.ok(files.includes('teaser.jpg'), files.join());
      assert.ok(files.includes('320x320.jpg'), 'drawn with the rest of the picture');
      assert.deepEqual(
        await store.read(portrait, { width: TEASER_WIDTH, format: 'jpg', teaser: true }),
        teaser,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are served in each format from the URL the web answers, and nothing else is', async () => {
    const profiles = await call(stack.api, 'GET', `${WEB}/profiles?city=moscow`);
    const url: string = profiles.body.items[0].image;
    const token = /\/media\/v1\/teaser\/([0-9a-f]{24})\.jpg$/.exec(url)?.[1];
    assert.ok(token, url);
    for (const [format, type] of [
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      await expectPicture(
        `/media/${MEDIA_VERSION}/teaser/${token}.${format}`,
        type,
        TEASER_WIDTH,
        TEASER_WIDTH,
      );
    }
    const response = await fetchMedia(url);
    assert.equal(response.headers.get('etag'), `"${MEDIA_VERSION}-teaser-${token}-jpg"`);
    for (const [path, field] of [
      [`/media/${MEDIA_VERSION}/teaser/${'0'.repeat(24)}.jpg`, 'file'],
      [`/media/${MEDIA_VERSION}/teaser/${token}.png`, 'file'],
      [`/media/${MEDIA_VERSION}/teaser/${token.slice(1)}.jpg`, 'file'],
      [`/media/v0/teaser/${token}.jpg`, 'version'],
    ] as const) {
      const answer = await call(stack.api, 'GET', path);
      assert.equal(answer.status, 404, path);
      assert.deepEqual(answer.body, {
        error: { code: 'not_found', message: `Page Not Found: ${path}`, field },
      });
      assert.equal(answer.headers.get('cache-control'), 'no-store', path);
    }
    // The picture's own URLs stay as they were, for the catalog and the apps.
    assert.match(mediaUrl('https://api.test', 'portrait-3'), /\/media\/v1\/portrait-3\/320x320\.jpg$/);
  });
});

describe('media store', () => {
  it('pre-renders each picture of the set with all its usual renditions, skipping what is on disk', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kaver-media-test-'));
    try {
      const store = createMediaStore(dir);
      // Stop after the first picture (its files are on disk): the whole set takes minutes.
      assert.equal(await store.warm(() => existsSync(path.join(dir, MEDIA_VERSION))), 1);
      const first = parseMediaId(allMediaIds()[0]!)!;
      const files = (await readdir(path.join(dir, MEDIA_VERSION, first.id))).sort();
      assert.deepEqual(
        files,
        prerenderedFiles(first)
          .map((rendition) => renditionFile(first, rendition))
          .sort(),
      );
      let checks = 0;
      assert.equal(await store.warm(() => checks++ > 0), 0, 'nothing left to draw for it');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('draws no picture before the server is ready for it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kaver-media-test-'));
    try {
      const store = createMediaStore(dir);
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = 0;
      // Four checks when it waits as it should (before and after each wait); a bound against drawing the set.
      let checks = 0;
      const warming = store.warm(
        () => asked > 1 || ++checks > 4,
        async () => {
          asked += 1;
          if (asked === 1) await gate;
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual(await readdir(dir), [], 'nothing drawn while it waits');
      release();
      // Drawn once let go; asked again before the next picture, where it stops.
      assert.equal(await warming, 1);
      assert.equal(asked, 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('knows a bounded set of ids', () => {
    const ids = allMediaIds();
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(ids.length >= 150 && ids.length <= 250, `${ids.length} pictures`);
    for (const id of ids) assert.ok(parseMediaId(id), id);
    for (const id of ['stage-0', 'stage-13', 'portrait-25', 'stage-01', 'x-1', '../stage-1']) {
      assert.equal(parseMediaId(id), undefined, id);
    }
  });
});

describe('pre-rendering with HTTP workers', () => {
  it('is done by one worker, not by each, and waits while requests come', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kaver-media-workers-'));
    const media = path.join(dir, 'media', MEDIA_VERSION);
    const pictures = async () => (await readdir(media).catch(() => [])).length;
    const port = await freePort();
    // Requests from before the API listens until told to stop, each on a connection of its own (so that the
    // workers take turns), a few every second: the server never has a quiet second.
    let asking = true;
    const ask = (async () => {
      while (asking) {
        await new Promise<void>((resolve) => {
          get({ host: '127.0.0.1', port, path: '/health', agent: false }, (response) => {
            response.resume();
            response.on('end', resolve);
          }).on('error', () => resolve());
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const { child, output } = spawnApi({
      PORT: String(port),
      DATA_DIR: dir,
      MEDIA_CACHE_DIR: path.join(dir, 'media'),
      API_WORKERS: '2',
      MEDIA_PRERENDER: '1',
      LOG_LEVEL: 'info',
    });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, child, output);
      const lines = () =>
        output()
          .split('\n')
          .filter((line) => line.startsWith('{'));
      const renderers = () =>
        new Set(
          lines()
            .map((line) => JSON.parse(line) as { msg?: string; pid?: number })
            .filter((entry) => entry.msg === 'media pre-rendering started')
            .map((entry) => entry.pid),
        );
      // Both workers are listening once the owner says so; each would start at once, right after listening.
      for (let i = 0; i < 150 && !lines().some((line) => line.includes('"API listening"')); i += 1) {
        await sleep(100);
      }
      await sleep(4_000);
      assert.equal(renderers().size, 1, output());
      assert.equal(await pictures(), 0, 'no picture drawn while requests come');
      asking = false;
      await ask;
      for (let i = 0; i < 600 && (await pictures()) === 0; i += 1) await sleep(100);
      assert.ok((await pictures()) > 0, 'pictures drawn once the requests stopped');
    } finally {
      asking = false;
      await ask;
      await stopProcess(child);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
