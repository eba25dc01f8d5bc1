import { startStack } from '../../scripts/stack.mjs';
import { OFFSET } from './ports';

/**
 * Starts the built stack as `npm start --no-build` would, on this run's ports (see ports.ts): snapshot copies of
 * every build, the stand-ins and the API on a fresh embedded database. Returns the teardown.
 */
export default async function globalSetup() {
  // The sign-in providers are the stack's auth stand-in, as in `npm start` (scripts/stand-ins/auth-providers.mjs).
  const stack = await startStack({ offset: OFFSET });
  process.env.KAVER_E2E_SNAPSHOT = stack.snapshot;
  return stack.stop;
}
