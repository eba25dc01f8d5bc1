// The browser app: the page's scope and router from the HTML the server rendered, its page modules, then
// hydration. What the page does not need for that (the session, build polling, the login a visitor asked for
// before the app was there) starts once React has hydrated (AppStarted).
import './global.css';
import './models';
import {
  $runtimeConfig,
  configureApiClients,
  parseRemotesMap,
  parseRuntimeConfig,
  type RemotesMap,
  type RuntimeConfig,
  registerAppScope,
  registerParcelLoader,
  runtimeConfigLoaded,
} from '@kaver/shared-contracts';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { cityStarted } from '../entities/city/model';
import { reloadOnChunkLoadFailure } from '../features/build-reload/model';
import { loadPage, loadParcel, registerRemotes } from '../shared/federation/remotes';
import { AppStarted } from './app-started';
import { hydrationStateOf, type RenderedPage, readRenderedPage, renderedPageRoutes } from './rendered-page';
import { browserPages, browserServices } from './router/browser-services';
import { createRoutes } from './router/create-routes';
import { LoadedPagesContext, pageModuleKey } from './router/loaded-pages';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The scope, config and remotes: from the page the server rendered, else (development server) fetched. */
async function prepare(
  rendered: RenderedPage | null,
): Promise<{ scope: Scope; config: RuntimeConfig; remotes: RemotesMap }> {
  if (rendered) {
    const scope = fork({ values: rendered.state });
    const config = scope.getState($runtimeConfig);
    if (!config) throw new Error('The rendered page carries no runtime config');
    // Loaded again in the page's scope, never outside it: the store keeps the same object (nothing recomputes),
    // and the process-wide copy (currentRuntimeConfig) takes it. Loaded outside the scope, the app's models ran
    // without the page: the head was written as the site's default (title, canonical `/`, no JSON-LD) until the
    // page's own head came back after hydration.
    await allSettled(runtimeConfigLoaded, { scope, params: config });
    return { scope, config, remotes: rendered.remotes };
  }
  const [config, remotes] = await Promise.all([
    fetchJson('/config.json').then(parseRuntimeConfig),
    fetchJson('/remotes.json').then(parseRemotesMap),
  ]);
  const scope = fork();
  await allSettled(runtimeConfigLoaded, { scope, params: config });
  await allSettled(cityStarted, { scope });
  return { scope, config, remotes };
}

/**
 * The page modules the server rendered with, loaded before hydration so that the first render is the server's.
 * False when one cannot be hydrated as rendered (its remote was redeployed since, or does not load here): the page
 * is then rendered anew.
 */
async function loadRenderedPageModules(rendered: RenderedPage): Promise<boolean> {
  const outcomes = await Promise.all(
    renderedPageRoutes(rendered).map(async ({ remote, expose, buildId, failure }) => {
      // The server showed the remote's fallback: the browser starts with the same.
      if (failure) return true;
      try {
        const page = await loadPage(remote, expose);
        browserPages.set(pageModuleKey(remote, expose), page);
        return !buildId || page.buildId === buildId;
      } catch {
        return false;
      }
    }),
  );
  return outcomes.every(Boolean);
}

/** Starts the app on the page; resolves once React has been given the page (or shown why it could not start). */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  reloadOnChunkLoadFailure();
  const rendered = readRenderedPage(document);
  try {
    const { scope, config, remotes } = await prepare(rendered);
    registerAppScope(scope);
    configureApiClients(config);
    registerRemotes(remotes);
    registerParcelLoader(loadParcel);
    const hydrate = rendered !== null && (await loadRenderedPageModules(rendered));

    const router = createBrowserRouter(createRoutes(browserServices), {
      hydrationData: rendered ? hydrationStateOf(rendered) : undefined,
    });
    const app = (
      <Provider value={scope}>
        <LoadedPagesContext.Provider value={browserPages}>
          <RouterProvider router={router} />
          <AppStarted router={router} rendered={hydrate ? rendered : null} />
        </LoadedPagesContext.Provider>
      </Provider>
    );
    // In a transition, hydration yields to the browser every few milliseconds instead of running as one long
    // task; events on parts not hydrated yet are replayed by React once they are.
    if (hydrate) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  } catch (error) {
    console.error('Kaver could not start', error);
    // The server's page stays as it is: it reads, and its links and forms work without the app. Only an empty page
    // (the development server's, before its config came) has to say that the site did not load.
    if (!rendered) showStartupError(container, error);
  }
}

/** Says on an empty page that the site did not load; its code comes only then. */
function showStartupError(container: HTMLElement, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  void import('./startup-error').then(({ StartupError }) =>
    createRoot(container).render(<StartupError message={message} />),
  );
}
