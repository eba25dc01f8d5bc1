// Dating profiles: rows to the public card data (no city, no links to users).
import type { DatingProfile } from '@kaver/shared-contracts/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { mediaUrl } from './media';

export function toDatingProfiles(
  publicUrl: string,
  rows: Selectable<Database['datingProfiles']>[],
): DatingProfile[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    age: row.age,
    gender: row.gender,
    image: mediaUrl(publicUrl, row.avatar),
    about: row.about,
  }));
}
