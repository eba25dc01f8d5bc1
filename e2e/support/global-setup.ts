import { startStack } from '../../scripts/stack.mjs';
import { authProvidersApiEnv } from './auth/providers';
import { OFFSET } from './ports';

/**
 * Starts the built stack as `npm start --no-build` would, on this run's ports (see ports.ts): snapshot copies of
 * every build, the stand-ins and the API on a fresh embedded database. Returns the teardown.
 */
export default async function globalSetup() {
  // The auth tests' providers: Firebase emulator tokens, the Telegram test bot, the VK ID stand-in server.
  const stack = await startStack({ offset: OFFSET, apiEnv: authProvidersApiEnv() });
  process.env.KAVER_E2E_SNAPSHOT = stack.snapshot;
  return stack.stop;
}
