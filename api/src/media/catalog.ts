// The pictures the API can render: a fixed set of ids, `{scene}-{n}`, drawn by the scene of that name with
// the seed `{id}`, so the same id always gives the same picture on every machine. The set is bounded (every id
// renders at most once per width and format into the cache), and the seed only ever uses these ids.
import {
  defaultMediaWidth,
  type MediaFormat,
  type MediaShape,
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

/** The renditions written ahead of use: every width in AVIF and WebP, and the default JPEG. */
export function prerenderedFiles(parsed: MediaId): { width: number; format: MediaFormat }[] {
  return [
    ...mediaWidths(parsed.shape).flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({ width, format })),
    ),
    { width: defaultMediaWidth(parsed.shape), format: 'jpg' },
  ];
}
