// JSON schemas of the catalog's answers (snake_case, as sent). Fastify compiles each into a serialiser
// (fast-json-stringify), which is several times faster than JSON.stringify, and the OpenAPI page shows them.
// A serialiser writes only the properties named here: keep them in step with the domain types of
// @kaver/shared-contracts/domain (test/serialised-answers.test.ts compares every answer with what its route sent,
// so a forgotten field fails it). The building blocks are in schema-parts.ts.
import { boolean, integer, nullableString, number, object, string } from './schema-parts';

export const galleryImageSchema = object({
  preview: string,
  description: string,
  width: integer,
  height: integer,
});

export const placeSummarySchema = object({
  id: integer,
  slug: string,
  title: string,
  category: object({ slug: string, title: string }),
  address: string,
  coordinates: { anyOf: [object({ latitude: number, longitude: number }), { type: 'null' }] },
  image: string,
  is_secret: boolean,
});

export const placeSchema = object({
  ...placeSummarySchema.properties,
  city: string,
  description: string,
  hours: { type: 'array', items: object({ day: integer, open: nullableString, close: nullableString }) },
  phone: nullableString,
  website: nullableString,
  images: { type: 'array', items: galleryImageSchema },
  is_favorite: integer,
  favorites_cnt: integer,
  /** Meters from the point of a nearby list (lat, lon); absent elsewhere. */
  distance: integer,
});

export const eventSchema = object({
  id: integer,
  slug: string,
  city: string,
  title: string,
  short_description: string,
  description: string,
  date_start: string,
  date_end: string,
  starts_at: string,
  ends_at: string,
  place: { anyOf: [placeSummarySchema, { type: 'null' }] },
  address: string,
  price: object({ min: integer, max: integer, is_free: boolean, text: string }),
  age_rating: object({ id: integer, title: string, min_age: integer }),
  image: string,
  images: { type: 'array', items: galleryImageSchema },
  event_types: { type: 'array', items: object({ id: integer, title: string }) },
  is_favorite: integer,
  favorites_cnt: integer,
  /** Meters from the point of a nearby list (lat, lon): the event's place; absent elsewhere. */
  distance: integer,
});

export const articleSummarySchema = object({
  id: integer,
  slug: string,
  kind: string,
  city: nullableString,
  title: string,
  lead: string,
  cover: string,
  published_at: string,
  reading_minutes: integer,
  tags: { type: 'array', items: string },
});

export const articleSchema = object({
  ...articleSummarySchema.properties,
  body: string,
  events: { type: 'array', items: eventSchema },
});

/** A dating profile as the mobile base answers it (the apps' whole card). */
export const datingProfileSchema = object({
  id: integer,
  name: string,
  age: integer,
  gender: string,
  image: string,
  about: string,
});

/**
 * A dating card as the web base answers it, to everyone: what the cards show (name, age, picture), the picture
 * as its blurred teaser, never the picture itself nor the text (catalog/dating-profiles.ts).
 */
export const datingTeaserSchema = {
  ...object({
    id: integer,
    name: string,
    age: integer,
    image: {
      ...string,
      description:
        'Absolute URL of the blurred teaser (/media/{version}/teaser/{token}.jpg); absent without a picture',
    },
  }),
  description: 'Dating card teaser: no about text or gender, and only a blurred picture',
};

export const collectionSchema = object({
  id: integer,
  slug: string,
  title: string,
  description: string,
  image: string,
  events_count: integer,
});

export const searchSuggestionSchema = object({ kind: string, id: integer, slug: string, title: string });

export const suggestionSchema = object({
  id: integer,
  city: string,
  title: string,
  description: string,
  created_at: string,
  events: { type: 'array', items: eventSchema },
});

/** The paging envelope around `item`. */
export function pageSchema(item: unknown) {
  return object({
    items: { type: 'array', items: item },
    page: integer,
    per_page: integer,
    total: integer,
    total_pages: integer,
  });
}

/** `response` of a route schema: `{ 200: schema }`. */
export const ok = (schema: unknown) => ({ 200: schema }) as const;

/** `response` of a route that answers 201 Created with `schema`. */
export const created = (schema: unknown) => ({ 201: schema }) as const;

/** `response` of a route that answers 204 without a body. */
export const noContent = (description: string) => ({ 204: { description, type: 'null' } }) as const;
