// GET /media/{version}/{id}/{width}x{height}.{avif|webp|jpg}: the rendered pictures (URL scheme in
// @kaver/shared-contracts/media). A file is the same bytes forever, so it is cached as immutable for a
// year. Files live in MEDIA_CACHE_DIR: rendered on first request, and the whole set ahead in the background
// once the server listens (MEDIA_PRERENDER=0 turns that off), so the pictures a page shows first are on disk.
// GET /media/{version}/teaser/{token}.{avif|webp|jpg}: a picture's dating teaser (media/teaser.ts), small and
// blurred, named by a token that does not say which picture it is; cached and kept on disk as the others.
// GET /media/{kind}/{name}.svg, the URLs of the earlier generated artwork, redirect for good to a picture.
import { type MediaFormat, mediaHeight, mediaWidths } from '@kaver/shared-contracts/media';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { errorAnswers } from '../http/error-answers';
import { notFound } from '../http/errors';
import { legacyTarget, MEDIA_VERSION, mediaUrl, parseMediaId, TEASER_WIDTH } from '../media/catalog';
import { createMediaStore } from '../media/store';
import { teasers } from '../media/teaser';

const CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long the server must have had no request before the background pass draws its next picture. */
const PRERENDER_QUIET_MS = 1_000;
const LEGACY_KINDS = ['events', 'places', 'articles', 'collections', 'avatars', 'profiles'];

/** The 200 of a picture route: the bytes, in the format the file name asks for. */
const PICTURE_ANSWER = {
  description: 'The picture, in the format its file name asks for',
  content: Object.fromEntries(
    Object.values(CONTENT_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const store = createMediaStore(ctx.config.media.cacheDir);

  app.get<{ Params: { version: string; id: string; file: string } }>(
    '/media/:version/:id/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A rendered picture: AVIF, WebP or JPEG in one of the listed widths, cached for a year',
        params: {
          type: 'object',
          properties: {
            version: { type: 'string', pattern: '^[a-z0-9]{1,8}$' },
            id: { type: 'string', pattern: '^[a-z]{1,16}-[0-9]{1,3}$' },
            file: { type: 'string', pattern: '^[0-9]{2,4}x[0-9]{2,4}\\.(avif|webp|jpg)$' },
          },
          required: ['version', 'id', 'file'],
        },
        response: {
          200: PICTURE_ANSWER,
          ...errorAnswers({ 404: 'not_found: no such picture: another version, an unknown id or size' }),
        },
      },
    },
    async (request, reply) => {
      const { version, id, file } = request.params;
      const picture = parseMediaId(id);
      const [size, format] = file.split('.') as [string, MediaFormat];
      const [width, height] = size.split('x').map(Number) as [number, number];
      // As a path value out of its pattern answers (errors.ts): 404 naming the value at fault. Like every error it
      // says no-store (public-answers.ts): the immutable caching below is the picture's alone.
      const noSuch = (field: string) =>
        notFound(`Page Not Found: ${request.url.split('?')[0]}`, 'not_found', field);
      if (version !== MEDIA_VERSION) throw noSuch('version');
      if (!picture) throw noSuch('id');
      if (!mediaWidths(picture.shape).includes(width) || mediaHeight(picture.shape, width) !== height) {
        throw noSuch('file');
      }
      const data = await store.read(picture, { width, format });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${MEDIA_VERSION}-${id}-${size}-${format}"`)
        .send(data);
    },
  );

  const teaser = teasers(ctx.config.authSecret);
  app.get<{ Params: { version: string; file: string } }>(
    '/media/:version/teaser/:file',
    {
      schema: {
        tags: ['media'],
        summary: `A dating teaser: a picture reduced, blurred, ${TEASER_WIDTH}px square; cached for a year`,
        description:
          'The picture of a dating card on the web (GET /profiles, GET /events/{id}/profiles), named by a ' +
          'token that does not say which picture it is: only the answers that show it hand out its URL.',
        params: {
          type: 'object',
          properties: {
            version: { type: 'string', pattern: '^[a-z0-9]{1,8}$' },
            file: { type: 'string', pattern: '^[0-9a-f]{24}\\.(avif|webp|jpg)$' },
          },
          required: ['version', 'file'],
        },
        response: {
          200: PICTURE_ANSWER,
          ...errorAnswers({ 404: 'not_found: no such teaser: another version or an unknown token' }),
        },
      },
    },
    async (request, reply) => {
      const { version, file } = request.params;
      const [token, format] = file.split('.') as [string, MediaFormat];
      const noSuch = (field: string) =>
        notFound(`Page Not Found: ${request.url.split('?')[0]}`, 'not_found', field);
      if (version !== MEDIA_VERSION) throw noSuch('version');
      const picture = teaser.pictureOf(token);
      if (!picture) throw noSuch('file');
      const data = await store.read(picture, { width: TEASER_WIDTH, format, teaser: true });
      // The ETag names the token, never the picture.
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${MEDIA_VERSION}-teaser-${token}-${format}"`)
        .send(data);
    },
  );

  app.get<{ Params: { kind: string; name: string } }>(
    '/media/:kind/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'Former generated-artwork URL: a permanent redirect to the picture that replaced it',
        params: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: LEGACY_KINDS },
            name: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.svg$' },
          },
          required: ['kind', 'name'],
        },
        response: {
          301: { description: 'Location: the picture that replaced the artwork, for good', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      const { kind, name } = request.params;
      return reply
        .header('cache-control', IMMUTABLE)
        .redirect(mediaUrl(ctx.config.publicUrl, legacyTarget(kind, name.slice(0, -4))), 301);
    },
  );

  if (ctx.config.media.prerender) {
    let closing = false;
    let lastRequest = 0;
    app.addHook('onClose', async () => {
      closing = true;
    });
    // The pass gives way to requests: a picture is drawn only once the server has had none for a while, so a
    // replica that starts under traffic answers it first (a picture asked for is still drawn at once).
    const quiet = async () => {
      while (!closing && Date.now() - lastRequest < PRERENDER_QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, PRERENDER_QUIET_MS).unref());
      }
    };
    app.addHook('onListen', async () => {
      // A server just started is about to be asked: the first picture waits for a quiet moment too.
      lastRequest = Date.now();
      app.server.on('request', () => {
        lastRequest = Date.now();
      });
      const started = Date.now();
      app.log.info('media pre-rendering started');
      store
        .warm(() => closing, quiet)
        .then((drawn) => {
          if (drawn > 0) app.log.info({ pictures: drawn, ms: Date.now() - started }, 'media pre-rendered');
        })
        .catch((error) => app.log.error({ err: error }, 'media pre-rendering failed'));
    });
  }
}
