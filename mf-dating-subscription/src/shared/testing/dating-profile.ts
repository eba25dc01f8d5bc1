// Test data: a dating profile card as the API lists it (GET /events/{id}/profiles, the city's first page).
import type { DatingProfile } from '@kaver/shared-contracts';

export function datingProfile(id: number, patch: Partial<DatingProfile> = {}): DatingProfile {
  return { id, name: `Анна ${id}`, age: 25, image: '', ...patch };
}
