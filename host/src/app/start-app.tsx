// The browser app: the scope from the rendered page, the remotes, the router, then hydration (or a first render
// where the server rendered nothing). Loaded by bootstrap.ts, which evaluates the libraries first.
import './global.css';
import './models';
import {
  $runtimeConfig,
  configureApiClients,
  loginRequested,
  parseRemotesMap,
  parseRuntimeConfig,
  type RemotesMap,
  type RuntimeConfig,
  readSocialReturn,
  registerAppScope,
  registerParcelLoader,
  runtimeConfigLoaded,
  sessionStarted,
} from '@kaver/shared-contracts';
import { allSettled, fork, type Scope, scopeBind } from 'effector';
import { Provider } from 'effector-react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { cityStarted } from '../entities/city/model';
import { buildPollingStarted, reloadOnChunkLoadFailure } from '../features/build-reload/model';
import { loadParcel, registerRemotes } from '../shared/federation/remotes';
import { replayEarlyClicks } from './early-clicks';
import { nextTask } from './next-task';
import { hydrationStateOf, type RenderedPage, readRenderedPage } from './rendered-page';
import { browserPages, browserServices } from './router/browser-services';
import { connectRouter } from './router/connect-router';
import { createRoutes } from './router/create-routes';
import { LoadedPagesContext } from './router/loaded-pages';
import { finishRenderedPage, loadRenderedPages } from './router/rendered-pages';
import { StartupError } from './startup-error';

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
    return { scope, config, remotes: rendered.remotes };
  }
  const [config, remotes] = await Promise.all([
    fetchJson('/config.json').then(parseRuntimeConfig),
    fetchJson('/remotes.json').then(parseRemotesMap),
  ]);
  const scope = fork();
  await allSettled(runtimeConfigLoaded, { scope, params: config });
  return { scope, config, remotes };
}

/** Starts the app on the page; resolves once it has started (or shown why it could not). */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  reloadOnChunkLoadFailure();
  const rendered = readRenderedPage(document);
  try {
    const { scope, config, remotes } = await prepare(rendered);
    registerAppScope(scope);
    // The process-wide copy of the config (URL builders, SDK set-up) follows the scope's.
    runtimeConfigLoaded(config);
    configureApiClients(config);
    registerRemotes(remotes);
    registerParcelLoader(loadParcel);
    // The page's remote modules are here before the first render, so hydration renders what the server did.
    const sameBuilds = rendered ? await loadRenderedPages(rendered) : false;
    // The remote modules were evaluated in the task that received them.
    await nextTask();
    await allSettled(sessionStarted, { scope });
    if (!rendered) await allSettled(cityStarted, { scope });

    const router = createBrowserRouter(createRoutes(browserServices), {
      hydrationData: rendered ? hydrationStateOf(rendered) : undefined,
    });
    connectRouter(router, scope);
    await nextTask();
    const app = (
      <Provider value={scope}>
        <LoadedPagesContext.Provider value={browserPages}>
          <RouterProvider router={router} />
        </LoadedPagesContext.Provider>
      </Provider>
    );
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
    if (rendered && sameBuilds) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
    // Launched before any click is replayed: see finishRenderedPage.
    if (rendered) void finishRenderedPage(rendered, scope);
    replayEarlyClicks();
    // The page is the app's from here (tests wait for it; before, a link click loads the next page anew).
    document.documentElement.dataset.app = 'started';

    await allSettled(buildPollingStarted, { scope });
    const socialReturn = readSocialReturn();
    if (socialReturn) {
      scopeBind(loginRequested, { scope })({
        source: 'social-return',
        socialReturn: { provider: socialReturn },
      });
    }
  } catch (error) {
    console.error('Kaver could not start', error);
    createRoot(container).render(
      <StartupError message={error instanceof Error ? error.message : String(error)} />,
    );
  }
}
