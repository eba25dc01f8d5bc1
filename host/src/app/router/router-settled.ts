import type { createMemoryRouter } from 'react-router-dom';

type Router = Pick<ReturnType<typeof createMemoryRouter>, 'state' | 'subscribe'>;

/** For tests: resolves once the router has run its loaders and no navigation is under way. */
export function routerSettled(router: Router): Promise<void> {
  const idle = (state: Router['state']) => state.initialized && state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (idle(router.state)) return resolve();
    const stop = router.subscribe((state) => {
      if (!idle(state)) return;
      stop();
      resolve();
    });
  });
}
