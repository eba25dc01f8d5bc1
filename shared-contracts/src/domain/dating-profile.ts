// Dating teasers: the profiles of people going to an event (GET /events/{id}/profiles, 15 a page).

export interface DatingProfile {
  id: number;
  name: string;
  age: number;
  gender: 'female' | 'male';
  /** Absolute avatar URL. */
  image: string;
  about: string;
}

/** A dating card as the UI draws it (SPEC.md 3). */
export interface DatingCard {
  name: string;
  image?: string;
}

/** Avatar input (SPEC.md 3): a name from which a team suffix and a ', NN' age suffix are stripped. */
export interface AvatarInput {
  name: string;
}
