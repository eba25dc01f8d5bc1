import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from '../routes';
import { DefaultLayoutRoute, MoodboardLayoutRoute, RootRoute, ShellSkeleton } from './layout-routes';
import { createNotFoundLoader, createPageLoader, type RouterServices } from './page-loader';
import { RemotePage } from './remote-page';
import { RouteErrorScreen } from './route-error-screen';

function pageRoute(definition: RouteDefinition, services: RouterServices): RouteObject {
  return {
    id: definition.name,
    path: definition.path,
    loader: createPageLoader(definition, services),
    element: <RemotePage definition={definition} />,
  };
}

/**
 * The route table of SPEC.md 2.1 as react-router data routes, one set for the browser router and the server's
 * static handler: the root (scroll restoration, modals), the default and moodboard layouts, and under each a
 * pathless route whose error boundary shows the error page inside the layout.
 */
export function createRoutes(services: RouterServices): RouteObject[] {
  const inLayout = (layout: 'default' | 'moodboard') =>
    ROUTES.filter((definition) => (definition.layout ?? 'default') === layout).map((definition) =>
      pageRoute(definition, services),
    );
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: ShellSkeleton,
      children: [
        {
          id: 'default-layout',
          Component: DefaultLayoutRoute,
          children: [
            {
              id: 'default-pages',
              ErrorBoundary: RouteErrorScreen,
              children: [
                ...inLayout('default'),
                // Its loader always throws (the error boundary above shows the 404); `element: null` says it has
                // nothing of its own to render, which react-router otherwise warns about on every unknown URL.
                { id: 'not-found', path: '*', loader: createNotFoundLoader(services), element: null },
              ],
            },
          ],
        },
        {
          id: 'moodboard-layout',
          Component: MoodboardLayoutRoute,
          children: [
            { id: 'moodboard-pages', ErrorBoundary: RouteErrorScreen, children: inLayout('moodboard') },
          ],
        },
      ],
    },
  ];
}
