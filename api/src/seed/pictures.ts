// Which pictures the seed gives each event, place, article, collection and profile: scenes that fit the event
// type or place category, variants taken in a shuffled cycle per city and scene, so neighbours rarely repeat.
import type { PlaceCategorySlug } from '@kaver/shared-contracts/domain';
import { mediaId, type Scene, VARIANTS } from '../media/catalog';
import { random, shuffle } from './random';

export const SCENES_BY_TYPE: Record<string, Scene[]> = {
  standup: ['club', 'hall'],
  exhibitions: ['exhibition', 'museum'],
  concerts: ['stage', 'club'],
  spectacles: ['hall', 'hall'],
  parties: ['club', 'stage'],
  immersive: ['exhibition', 'hall'],
  cinema: ['cinema', 'cinema'],
  festivals: ['stage', 'park', 'food'],
  'master-classes': ['lecture', 'food'],
  literature: ['lecture', 'food'],
  'modern-art': ['exhibition', 'exhibition'],
  excursions: ['street', 'museum', 'park'],
  dance: ['club', 'hall'],
  games: ['food', 'club'],
  education: ['lecture', 'lecture'],
  shows: ['hall', 'stage'],
  mindfulness: ['park', 'park'],
  'eat-and-drink': ['food', 'food'],
  'classical-music': ['hall', 'hall'],
  'dj-sets': ['club', 'club'],
  charity: ['park', 'kids'],
  animals: ['kids', 'park'],
  'cooking-classes': ['food', 'food'],
  psychology: ['lecture', 'park'],
  'social-projects': ['park', 'street'],
  holidays: ['street', 'kids'],
  tastings: ['food', 'food'],
  'pushkin-card': ['museum', 'hall'],
  unusual: ['exhibition', 'street'],
  lectures: ['lecture', 'lecture'],
  quests: ['street', 'club'],
  markets: ['street', 'food'],
  sport: ['sport', 'park'],
};

export const SCENES_BY_PLACE: Record<PlaceCategorySlug, Scene[]> = {
  bar: ['food', 'club'],
  gallery: ['exhibition', 'museum'],
  club: ['club', 'stage'],
  theater: ['hall', 'hall'],
  film: ['cinema', 'cinema'],
  tourist: ['street', 'park'],
  artplace: ['exhibition', 'street'],
  museum: ['museum', 'exhibition'],
  place: ['lecture', 'park'],
  restaurant: ['food', 'food'],
  cafe: ['food', 'street'],
};

/** Hands out picture ids for one city: each scene's variants in a shuffled order, then round again. */
export function picturePicker(seed: string) {
  const rng = random(`pictures:${seed}`);
  const cycles = new Map<Scene, { order: number[]; next: number }>();
  const take = (scene: Scene): string => {
    let cycle = cycles.get(scene);
    if (!cycle) {
      const order = shuffle(
        Array.from({ length: VARIANTS[scene] }, (_, i) => i + 1),
        rng,
      );
      cycle = { order, next: 0 };
      cycles.set(scene, cycle);
    }
    const variant = cycle.order[cycle.next % cycle.order.length]!;
    cycle.next += 1;
    return mediaId(scene, variant);
  };
  return {
    take,
    /** Three pictures for a gallery: the main scene first, then the related ones. */
    gallery(scenes: Scene[]): string[] {
      return [take(scenes[0]!), take(scenes[1] ?? scenes[0]!), take(scenes[2] ?? scenes[0]!)];
    },
  };
}
