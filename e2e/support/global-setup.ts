import { startStack } from '../../scripts/stack.mjs';
import { OFFSET, sparePort } from './ports';

/**
 * Starts the built stack as `npm start --no-build` would, on this run's ports (see ports.ts): snapshot copies of
 * every build, the stand-ins and the API on a fresh embedded database. Returns the teardown.
 */
export default async function globalSetup() {
  // The sign-in providers are the stack's auth stand-in, as in `npm start` (scripts/stand-ins/auth-providers.mjs).
  // Tests that start a host of their own (federation.spec.ts) serve it on a spare port: the API answers it too.
  const spareOrigins = Array.from({ length: 100 }, (_, n) => `http://localhost:${sparePort(n)}`);
  const stack = await startStack({ offset: OFFSET, extraOrigins: spareOrigins });
  process.env.KAVER_E2E_SNAPSHOT = stack.snapshot;
  return stack.stop;
}
