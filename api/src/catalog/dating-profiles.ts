// Dating profiles: rows to the card data (no city, no links to users). The web gets the teaser only: what its
// cards show, a name, an age and a blurred picture; the mobile base gives a signed-in app the whole card.
import type { DatingProfile } from '@kaver/shared-contracts/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { BASES } from '../http/bases';
import { datingProfileSchema, datingTeaserSchema, pageSchema } from '../http/response-schemas';
import { optionalCaller } from '../http/session';
import { type Teasers, teasers } from '../media/teaser';
import { mediaUrl } from './media';

type ProfileRow = Selectable<Database['datingProfiles']>;

/** The whole card the apps read on the mobile base: the web's, and what the person wrote and their gender. */
export interface AppDatingProfile extends DatingProfile {
  image: string;
  gender: ProfileRow['gender'];
  about: string;
}

export function toDatingProfiles(publicUrl: string, rows: ProfileRow[]): AppDatingProfile[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    age: row.age,
    gender: row.gender,
    image: mediaUrl(publicUrl, row.avatar),
    about: row.about,
  }));
}

/**
 * A dating card as the web shows it to everyone, premium or not (SPEC.md 2.6: people meet in the app): the
 * contracts' DatingProfile, no text, no gender, and for the picture its teaser (media/teaser.ts), from which the
 * picture itself cannot be had; no image when the stored picture names none (the card shows initials).
 */
export function toDatingTeasers(
  publicUrl: string,
  named: Teasers,
  rows: Pick<ProfileRow, 'id' | 'name' | 'age' | 'avatar'>[],
): DatingProfile[] {
  return rows.map((row) => {
    const image = named.url(publicUrl, row.avatar);
    return { id: row.id, name: row.name, age: row.age, ...(image && { image }) };
  });
}

/**
 * How the routes of dating profiles (GET /profiles, GET /events/{id}/profiles) answer on the base `app` is
 * mounted on: the whole cards on the mobile base, for a signed-in app (dating is the apps', for their members);
 * the teasers to anyone else, and on the web base (and any other) to everyone; with the page's schema.
 */
export function datingCards(app: FastifyInstance, ctx: AppContext) {
  const { config } = ctx;
  const forApps = app.prefix === BASES.mobile;
  const named = teasers(config.authSecret);
  return {
    pageSchema: pageSchema(forApps ? datingProfileSchema : datingTeaserSchema),
    summary: forApps
      ? 'whole cards for a signed-in caller, else teasers (name, age, a blurred picture)'
      : 'teasers: name, age, a blurred picture',
    /** Whether this request gets the whole cards: on the apps' base, with a session. */
    wholeFor: async (request: FastifyRequest) => forApps && (await optionalCaller(ctx, request)) !== null,
    of: (rows: ProfileRow[], whole: boolean): (AppDatingProfile | DatingProfile)[] =>
      whole ? toDatingProfiles(config.publicUrl, rows) : toDatingTeasers(config.publicUrl, named, rows),
  };
}
