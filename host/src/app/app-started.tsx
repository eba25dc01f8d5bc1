import { hasSessionCookie, loginRequested, readSocialReturn, sessionStarted } from '@kaver/shared-contracts';
import { useProvidedScope, useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { routeCityEntered } from '../entities/city/model';
import { buildPollingStarted } from '../features/build-reload/model';
import { rememberNoRedirect } from '../features/redirect-lookup/lookup-redirect';
import { LOGIN_HASH } from '../widgets/header/login-link';
import { type RenderedPage, renderedPageRoutes } from './rendered-page';
import { connectRouter } from './router/connect-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * What starts once React has the page (an effect runs after the first commit, so nothing here can make hydration
 * differ from the server's HTML): the router joins the bus; the route's city becomes the visitor's (the cookie,
 * which a public page cannot set); a page the server could not finish (its data came too late, or its remote did
 * not load there) runs its loaders again in the browser, the same entry as a navigation; the session (personal
 * parts fill in), build polling, and the login a visitor asked for before the app was there: the header's
 * «Войти» is a link to #login, and a social login's redirect brings the visitor back to it.
 */
export function AppStarted({ router, rendered }: { router: BrowserRouter; rendered: RenderedPage | null }) {
  const scope = useProvidedScope();
  const start = useUnit({ sessionStarted, buildPollingStarted, loginRequested, routeCityEntered });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load
  useEffect(() => {
    const stopRouter = scope ? connectRouter(router, scope) : () => undefined;
    if (rendered) {
      const pages = renderedPageRoutes(rendered);
      for (const page of pages) if (page.city) start.routeCityEntered(page.city);
      if (pages.some((page) => page.failure || page.complete === false)) {
        rememberNoRedirect(router.state.location.pathname);
        void router.revalidate();
      }
    }
    start.sessionStarted();
    start.buildPollingStarted();
    const socialReturn = readSocialReturn();
    if (socialReturn)
      start.loginRequested({ source: 'social-return', socialReturn: { provider: socialReturn } });
    else if (window.location.hash === LOGIN_HASH) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      // The server's header says «Войти» to everyone: a visitor already signed in who pressed it gets their page.
      if (!hasSessionCookie()) start.loginRequested({ source: 'header' });
    }
    // The page is the app's from here (tests wait for it; before, a link click loads the next page anew).
    document.documentElement.dataset.app = 'started';
    return stopRouter;
  }, []);
  return null;
}
