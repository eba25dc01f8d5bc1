import type { LoginRequest } from '../bus/login';
import type { SubscriptionOfferRequest } from '../bus/subscription';
import type { City } from '../domain/city';
import type { RouteMatch } from './routes';

/** Props of every page parcel: the matched route and its cities; nothing of the host's router. */
export interface PageParcelProps {
  route: RouteMatch;
  /** The city the page is about: the route's, else the visitor's current one (SPEC.md 4). */
  city: City;
  /** The route's own city (its ':city' segment, resolved by the host); null for a route without one. */
  routeCity: City | null;
}

/** Props of a modal parcel mounted by the host's outlet: the request that opened it. */
export interface ModalParcelProps<Request> {
  request: Request;
}

export interface DatingBlockProps {
  eventId: number;
  city: City;
}

export interface PremiumBannerProps {
  type: 'article' | 'event';
  /** Inside a modal the button reads 'Подробнее', otherwise 'Смотреть анкеты' (SPEC.md 2.7). */
  inModal?: boolean;
}

export interface FavouritesBlockProps {
  kind: 'events' | 'places';
}

/** The profile's followed places (issue 24): the places, their coming events, or the calendar feed's switch. */
export interface FollowsBlockProps {
  part: 'places' | 'events' | 'calendar';
}

/** Every module each remote exposes, with the props its parcel takes. Keys match the remotes' `exposes`. */
export interface RemoteModules {
  mf_catalog: {
    './home-page': PageParcelProps;
    './city-page': PageParcelProps;
    './events-page': PageParcelProps;
    './event-page': PageParcelProps;
    './listing-page': PageParcelProps;
    './places-page': PageParcelProps;
    './place-page': PageParcelProps;
    './blog-page': PageParcelProps;
    './article-page': PageParcelProps;
    './guide-page': PageParcelProps;
    './suggestion-page': PageParcelProps;
    './search-page': PageParcelProps;
    './documents-page': PageParcelProps;
    './info-page': PageParcelProps;
    './moodboard-page': PageParcelProps;
    './favourites-block': FavouritesBlockProps;
    './follows-block': FollowsBlockProps;
  };
  mf_auth: {
    './login-modal': ModalParcelProps<LoginRequest>;
    './profile-page': PageParcelProps;
    './account-deleting-page': PageParcelProps;
  };
  mf_dating_subscription: {
    './subscription-page': PageParcelProps;
    './community-page': PageParcelProps;
    './subscription-offer-modal': ModalParcelProps<SubscriptionOfferRequest>;
    './subscription-cancel-modal': ModalParcelProps<{ source?: string }>;
    './dating-block': DatingBlockProps;
    './premium-banner': PremiumBannerProps;
    './subscription-status': Record<string, never>;
  };
  mf_onboarding: {
    './onboarding-modal': ModalParcelProps<{ source?: string }>;
  };
}

export type RemoteModuleId = {
  [R in keyof RemoteModules]: { remote: R; expose: keyof RemoteModules[R] & string };
}[keyof RemoteModules];
