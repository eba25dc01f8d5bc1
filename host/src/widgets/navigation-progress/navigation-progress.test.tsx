/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerSettled } from '../../app/router/router-settled';
import { NavigationProgress } from './navigation-progress';

/** A router whose /next page waits for its data until the test lets it through. */
function routerWithSlowPage() {
  let arrive = () => {};
  const dataThere = new Promise<null>((resolve) => {
    arrive = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NavigationProgress /> },
      { path: '/next', loader: () => dataThere, element: <NavigationProgress /> },
    ],
    { initialEntries: ['/'] },
  );
  return { router, arrive };
}

const barShown = (router: ReturnType<typeof createMemoryRouter>) =>
  renderToString(<RouterProvider router={router} />).includes('aria-label="Загружаем страницу"');

describe('NavigationProgress', () => {
  it('shows while the next page loads, and not before or after', async () => {
    const { router, arrive } = routerWithSlowPage();
    await routerSettled(router);
    expect(barShown(router)).toBe(false);

    void router.navigate('/next');
    expect(router.state.navigation.state).toBe('loading');
    expect(barShown(router)).toBe(true);

    arrive();
    await routerSettled(router);
    expect(router.state.location.pathname).toBe('/next');
    expect(barShown(router)).toBe(false);
  });
});
