// GET /media/{kind}/{name}.svg: generated pictures, cacheable forever (the same path never changes).
import type { FastifyInstance } from 'fastify';
import { type ArtworkKind, artwork } from '../media/artwork';

export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: ArtworkKind; name: string } }>(
    '/media/:kind/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated SVG picture of an event, place, article, collection or avatar',
        params: {
          type: 'object',
          properties: {
            kind: {
              type: 'string',
              enum: ['events', 'places', 'articles', 'collections', 'avatars', 'profiles'],
            },
            name: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.svg$' },
          },
          required: ['kind', 'name'],
        },
      },
    },
    async (request, reply) => {
      const { kind, name } = request.params;
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(artwork(kind, name.slice(0, -4)));
    },
  );
}
