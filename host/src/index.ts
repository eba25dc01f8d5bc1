// No async boundary: the shared modules the app starts with are the host's own, provided eagerly (see
// eagerAtStart in scripts/webpack/create-app-config.mjs), so they are in the entry's initial chunks.
import { startApp } from './app/start-app';

void startApp();
