// The pictures the API can render: a fixed set of ids, `{scene}-{n}`, drawn by the scene of that name with
// the seed `{id}`, so the same id always gives the same picture on every machine. The set is bounded (every id
// renders at most once per width and format into the cache), and the seed only ever uses these ids.
import { createHash } from 'node:crypto';
import {
  defaultMediaWidth,
  type MediaFormat,
  type MediaShape,
  mediaHeight,
  mediaPath,
  mediaWidths,
} from '@kaver/shared-contracts/media';

/** Part of every URL: bump it when scenes are drawn differently, since browsers keep the files forever. */
export const MEDIA_VERSION = 'v1';

export const SCENES = [
  'stage',
  'hall',
  'park',
  'museum',
  'food',
  'club',
  'lecture',
  'exhibition',
  'cinema',
  'kids',
  'sport',
  'street',
  'portrait',
] as const;

export type Scene = (typeof SCENES)[number];

/** Distinct pictures per scene. */
export const VARIANTS: Record<Scene, number> = {
  stage: 12,
  hall: 12,
  park: 12,
  museum: 12,
  food: 12,
  club: 12,
  lecture: 12,
  exhibition: 12,
  cinema: 12,
  kids: 12,
  sport: 12,
  street: 12,
  portrait: 24,
};

export const MEDIA_FORMATS: readonly MediaFormat[] = ['avif', 'webp', 'jpg'];

export interface MediaId {
  id: string;
  scene: Scene;
  variant: number;
  shape: MediaShape;
}

export const shapeOf = (scene: Scene): MediaShape => (scene === 'portrait' ? 'square' : 'landscape');

export function mediaId(scene: Scene, variant: number): string {
  return `${scene}-${variant}`;
}

/** Parses an id; undefined for anything outside the set. */
export function parseMediaId(id: string): MediaId | undefined {
  const match = /^([a-z]+)-([1-9][0-9]?)$/.exec(id);
  if (!match) return undefined;
  const scene = SCENES.find((name) => name === match[1]);
  const variant = Number(match[2]);
  if (!scene || variant > VARIANTS[scene]) return undefined;
  return { id, scene, variant, shape: shapeOf(scene) };
}

/** Every id of the set, scene by scene. */
export function allMediaIds(): string[] {
  return SCENES.flatMap((scene) => Array.from({ length: VARIANTS[scene] }, (_, i) => mediaId(scene, i + 1)));
}

const LEGACY_PATH = /^[a-z]+\/[a-z0-9-]+\.svg$/;

/** The picture an old artwork path ('avatars/user-7', no '.svg') now stands for: a portrait for avatars, a scene for the rest. */
export function legacyTarget(kind: string, name: string): string {
  const bytes = createHash('sha256').update(`${kind}/${name}`).digest();
  const portrait = kind === 'avatars' || kind === 'profiles';
  const scenes = SCENES.filter((scene) => (scene === 'portrait') === portrait);
  const scene = scenes[bytes[0]! % scenes.length]!;
  return mediaId(scene, 1 + (bytes[1]! % VARIANTS[scene]));
}

/**
 * The picture a stored path names: an id of the set, or an old artwork path ('avatars/user-7.svg', still in
 * databases seeded before) through the picture its URL redirects to; undefined for anything else.
 */
export function pictureOfPath(stored: string): MediaId | undefined {
  if (!LEGACY_PATH.test(stored)) return parseMediaId(stored);
  const [kind, file] = stored.split('/') as [string, string];
  return parseMediaId(legacyTarget(kind, file.slice(0, -4)));
}

/**
 * Absolute URL of a picture's default rendition (JPEG at a mid width: previews and any client read it). A path
 * of the earlier artwork ('events/12-1.svg', still in databases seeded before) keeps its URL, which redirects.
 */
export function mediaUrl(publicUrl: string, id: string): string {
  const parsed = parseMediaId(id);
  if (!parsed && LEGACY_PATH.test(id)) return `${publicUrl}/media/${id}`;
  if (!parsed) throw new Error(`Unknown media id '${id}'`);
  const width = defaultMediaWidth(parsed.shape);
  return `${publicUrl}${mediaPath(MEDIA_VERSION, id, parsed.shape, width, 'jpg')}`;
}

/**
 * One file of a picture: a width in a format, or its dating teaser (teaser.ts: small, reduced and blurred, one
 * size, TEASER_WIDTH square).
 */
export interface Rendition {
  width: number;
  format: MediaFormat;
  teaser?: boolean;
}

/** Width (and height: it is square) of a dating teaser; the cards show it at most 230 CSS pixels wide. */
export const TEASER_WIDTH = 160;

/** The file's name in the picture's folder: `{width}x{height}.{format}`, or `teaser.{format}`. */
export function renditionFile(picture: MediaId, rendition: Rendition): string {
  if (rendition.teaser) return `teaser.${rendition.format}`;
  return `${rendition.width}x${mediaHeight(picture.shape, rendition.width)}.${rendition.format}`;
}

/**
 * The renditions written ahead of use: every width in AVIF and WebP, and the default JPEG; for a portrait (the
 * dating profiles' pictures) also the teaser JPEG the web's dating cards show.
 */
export function prerenderedFiles(parsed: MediaId): Rendition[] {
  return [
    ...mediaWidths(parsed.shape).flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({ width, format })),
    ),
    { width: defaultMediaWidth(parsed.shape), format: 'jpg' },
    ...(parsed.scene === 'portrait' ? [{ width: TEASER_WIDTH, format: 'jpg' as const, teaser: true }] : []),
  ];
}
