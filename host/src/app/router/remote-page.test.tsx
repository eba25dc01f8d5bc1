/** @jest-environment node */
import { findCityByAlias, type RemotePage as RemotePageModule } from '@kaver/shared-contracts';
import { createEvent } from 'effector';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ROUTES } from '../routes';
import { LoadedPagesContext, pageModuleKey } from './loaded-pages';
import type { PageRouteData } from './page-loader';
import { RemotePage } from './remote-page';
import { routerSettled } from './router-settled';

const eventRoute = ROUTES.find((route) => route.name === 'city-event')!;
const pages = new Map<string, RemotePageModule>([
  [
    pageModuleKey('mf_catalog', './event-page'),
    { Component: ({ route }) => <h1>{route.params.slug}</h1>, started: createEvent(), buildId: 'test' },
  ],
]);

function eventRouter(path: string) {
  return createMemoryRouter(
    [
      {
        path: '/:city/events/:slug',
        loader: ({ params }): PageRouteData => ({
          route: {
            name: 'city-event',
            path: `/${params.city}/events/${params.slug}`,
            params: { city: params.city!, slug: params.slug! },
            query: {},
          },
          city: findCityByAlias(params.city) ?? null,
          remote: 'mf_catalog',
          expose: './event-page',
        }),
        element: <RemotePage definition={eventRoute} />,
      },
    ],
    { initialEntries: [path] },
  );
}

/** The class of the page's slot as rendered now (identity-obj-proxy names the CSS module's rule). */
function slotClass(router: ReturnType<typeof eventRouter>): string | undefined {
  const html = renderToString(
    <LoadedPagesContext.Provider value={pages}>
      <RouterProvider router={router} />
    </LoadedPagesContext.Provider>,
  );
  return /<div class="([^"]*)" data-route="city-event">/.exec(html)?.[1];
}

describe('RemotePage', () => {
  it('shows the page a visit opens on at once, and turns in the event pages navigated to', async () => {
    const router = eventRouter('/moscow/events/first');
    await routerSettled(router);
    expect(slotClass(router)).toBe('page');

    await router.navigate('/moscow/events/second');
    expect(slotClass(router)).toBe('rotate');

    await router.navigate('/moscow/events/first');
    expect(slotClass(router)).toBe('rotate');
  });
});
