// Dating teasers: the profiles of people going to an event (GET /events/{id}/profiles, 15 a page), as the web's
// API base answers them: what a card shows and nothing more (the apps' base keeps the whole profile).

export interface DatingProfile {
  id: number;
  name: string;
  age: number;
  /** Absolute URL of the small picture the API blurs itself (/media/v1/teaser/…); absent without a picture. */
  image?: string;
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
