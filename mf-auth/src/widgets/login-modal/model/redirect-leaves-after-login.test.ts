import {
  $location,
  loadSessionFx,
  NO_PERSONAL_LISTS,
  navigationRequested,
  type TokenResponse,
  type User,
} from '@kaver/shared-contracts';
import { allSettled, fork, type Scope } from 'effector';
import { SUBSCRIPTION_OFFER_DELAY_MS } from '../../../features/complete-login/model';
import { oneTapLoaded, oneTapRenderStarted } from '../../../features/vkid-login/model';
import { tokensObtained } from '../../../shared/model';
import { loginModalMounted } from './model';

const tokens: TokenResponse = {
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 60,
  refreshExpiresIn: 600,
  isNewUser: false,
};
/** An account with a name and a birth date and no email: after the sign-in the purchase asks for one. */
const known = { id: 5, firstName: 'Анна', birthDt: '01.02.1990', email: null } as User;

/**
 * The host performs navigationRequested with its router, whose loader enters the page and waits for the page's
 * scope to settle (allSettled): the address changes only then. Whether it does right after the sign-in is
 * whether nothing the login modal started is still running.
 */
function settlesWithin(scope: Scope, ms: number): Promise<boolean> {
  return Promise.race([
    allSettled(scope).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

describe('?redirect=subscription after a quick sign-in from the offer', () => {
  const navigations: unknown[] = [];
  const stop = navigationRequested.watch((request) => navigations.push(request));
  afterAll(() => stop());

  // The audit's case: the offer on /community?offer_variant=1 put ?redirect=subscription into the address and
  // opened the modal; the person signed in by phone within 5 s of it opening (the VK ID widget had loaded).
  it.each([
    ['the VK ID widget loaded', true],
    ['the VK ID widget still loading', false],
  ])('leaves the address as soon as the login is done (%s)', async (_, widgetLoaded) => {
    navigations.length = 0;
    const scope = fork({
      values: [
        [$location, { pathname: '/community', search: '?offer_variant=1&redirect=subscription', hash: '' }],
      ],
      handlers: [
        [loadSessionFx, async () => ({ user: known, subscription: null, personal: NO_PERSONAL_LISTS })],
      ],
    });
    await allSettled(loginModalMounted, {
      scope,
      params: { redirect: 'subscription', source: 'subscription' },
    });
    // The modal's VK ID button renders the one-tap widget (its 5 s load timeout starts).
    void allSettled(oneTapRenderStarted, { scope });
    if (widgetLoaded) void allSettled(oneTapLoaded, { scope });

    // The code is confirmed: the session service loads the user, and the login is done.
    void allSettled(tokensObtained, { scope, params: tokens });
    // Nothing is left running but the offer's 500 ms: the host's navigation is not held up until the 5 s are up.
    expect(await settlesWithin(scope, SUBSCRIPTION_OFFER_DELAY_MS + 300)).toBe(true);
    expect(navigations).toEqual([{ to: '/community?offer_variant=1', replace: true }]);
  });
});
