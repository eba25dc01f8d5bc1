import { apiClients } from '../api/registry';
import type { PersonalLists } from '../bus/session';
import type { User, UserSubscription } from '../domain';

/** The signed-in visitor as a page needs them: who, their subscription, and what they keep. */
export interface SessionAnswer {
  user: User;
  subscription: UserSubscription | null;
  personal: PersonalLists;
}

interface MeAnswer {
  user: User;
  subscription: UserSubscription | null;
  favorites: { events: number[]; places: number[] };
  follows: { places: number[] };
}

/**
 * GET /me: the profile (as GET /profile/-1), the subscription status (as GET /purchase/subscription/status,
 * SPEC.md 7.3, 7.4) and the ids of favourites and followed places, in the one call a page makes after hydration.
 */
export async function fetchSession(): Promise<SessionAnswer> {
  const { data } = await apiClients().web.get<MeAnswer>('/me');
  return {
    user: data.user,
    subscription: data.subscription,
    personal: {
      favouriteEvents: data.favorites.events,
      favouritePlaces: data.favorites.places,
      followedPlaces: data.follows.places,
    },
  };
}

/** POST /auth/logout revokes the token on the server. */
export async function revokeSession(): Promise<void> {
  await apiClients().web.post('/auth/logout');
}
