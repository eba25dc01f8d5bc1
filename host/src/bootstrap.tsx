import './app/global.css';
import './app/models';
import {
  configureApiClients,
  loginRequested,
  parseRemotesMap,
  parseRuntimeConfig,
  readSocialReturn,
  registerParcelLoader,
  runtimeConfigLoaded,
  sessionStarted,
} from '@kaver/shared-contracts';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { browserServices } from './app/router/browser-services';
import { connectRouter } from './app/router/connect-router';
import { createRoutes } from './app/router/create-routes';
import { StartupError } from './app/startup-error';
import { cityStarted } from './entities/city/model';
import { buildPollingStarted, reloadOnChunkLoadFailure } from './features/build-reload/model';
import { loadParcel, registerRemotes } from './shared/federation/remotes';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  reloadOnChunkLoadFailure();
  try {
    const [config, remotes] = await Promise.all([
      fetchJson('/config.json').then(parseRuntimeConfig),
      fetchJson('/remotes.json').then(parseRemotesMap),
    ]);
    runtimeConfigLoaded(config);
    configureApiClients(config);
    registerRemotes(remotes);
    registerParcelLoader(loadParcel);
    sessionStarted();
    cityStarted();
    const router = createBrowserRouter(createRoutes(browserServices));
    connectRouter(router);
    buildPollingStarted();
    root.render(<RouterProvider router={router} />);
    const socialReturn = readSocialReturn();
    if (socialReturn) loginRequested({ source: 'social-return', socialReturn: { provider: socialReturn } });
  } catch (error) {
    console.error('Kaver could not start', error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
}

start();
