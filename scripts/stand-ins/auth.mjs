// The sign-in providers' stand-in (development and tests): on one http port the Firebase Auth Emulator
// stand-in, Google's gapi loader, the Telegram Login widget and window, and VK ID's server side; on a second,
// https port VK ID's browser pages. Which providers the apps use, and where, comes from config.json and the
// API's environment (auth-providers.mjs), never from code.
import { createServer } from 'node:http';
import { FIREBASE_PROJECT_ID, TELEGRAM_BOT_TOKEN, VK_APP_ID } from './auth-providers.mjs';
import { firebaseAuthRoutes } from './firebase-auth.mjs';
import { listen, readJson, send } from './http-util.mjs';
import { telegramLoginRoutes } from './telegram-login.mjs';
import { startVkIdPages, vkIdServerRoutes } from './vk-id.mjs';

/** @param {{ port?: number, tlsPort?: number, host?: string }} options */
export async function startAuthStandIn({ port = 4102, tlsPort = 4103, host = '127.0.0.1' } = {}) {
  let origin = `http://localhost:${port}`;
  const routes = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    try {
      for (const handle of routes) if (await handle(request, response, url, readJson)) return;
      send(response, 404, { error: 'not found' });
    } catch {
      if (!response.headersSent) send(response, 400, { error: 'bad request' });
    }
  });
  const url = await listen(server, port, host);
  // With port 0 the origin is known only now; the browser reaches it by the site's host name, localhost.
  origin = `http://localhost:${new URL(url).port}`;
  routes.push(
    firebaseAuthRoutes({ projectId: FIREBASE_PROJECT_ID, origin }),
    telegramLoginRoutes({ botToken: TELEGRAM_BOT_TOKEN }),
    vkIdServerRoutes({ appId: VK_APP_ID }),
  );
  const vkid = await startVkIdPages({ port: tlsPort, host });
  return {
    url: origin,
    vkidUrl: vkid.url,
    close: () => Promise.all([new Promise((resolve) => server.close(resolve)), vkid.close()]),
  };
}
