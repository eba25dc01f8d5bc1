import { locationChanged, navigationRequested, pageErrorRaised } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $page, $pageError, $resolution } from './model';

const go = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('route model', () => {
  it('resolves the location to a page and clears errors on navigation', async () => {
    const scope = fork();
    await allSettled(locationChanged, { scope, params: go('/atlantis') });
    expect(scope.getState($pageError)).toEqual({ statusCode: 404, message: 'City Not Found' });
    expect(scope.getState($page)).toBeNull();

    await allSettled(locationChanged, { scope, params: go('/moscow') });
    expect(scope.getState($pageError)).toBeNull();
    expect(scope.getState($page)?.match.params).toEqual({ city: 'moscow' });
  });

  it('shows the error a page raises about its own data until the next navigation', async () => {
    const scope = fork();
    await allSettled(locationChanged, { scope, params: go('/moscow/events/no-such-event') });
    await allSettled(pageErrorRaised, {
      scope,
      params: { statusCode: 404, message: 'Page Not Found: /moscow/events/no-such-event' },
    });
    expect(scope.getState($pageError)?.statusCode).toBe(404);
    await allSettled(locationChanged, { scope, params: go('/moscow/events') });
    expect(scope.getState($pageError)).toBeNull();
  });

  it('asks for a replacing navigation when the route redirects', async () => {
    const requested: unknown[] = [];
    const unwatch = navigationRequested.watch((payload) => requested.push(payload));
    const scope = fork();
    await allSettled(locationChanged, { scope, params: go('/profile') });
    unwatch();
    expect(scope.getState($resolution)).toEqual({ kind: 'redirect', to: '/' });
    expect(requested).toContainEqual({ to: '/', replace: true });
  });
});
