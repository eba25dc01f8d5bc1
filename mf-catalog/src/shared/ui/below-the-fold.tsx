import { type ReactNode, Suspense } from 'react';

/**
 * What a page shows under its first screen, as a Suspense boundary of its own: React hydrates the server's HTML of
 * it as a separate unit after the page above it has come alive (and first, if a click lands on it), instead of in
 * one piece with the whole page. Nothing in it suspends: the server renders it whole, and in the browser its
 * resources show their own loading states, so the fallback is never seen.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
