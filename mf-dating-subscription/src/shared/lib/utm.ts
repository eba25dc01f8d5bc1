import type { AppLocation } from '@kaver/shared-contracts';

/** Where paywall links lead: the purchase page (SPEC.md 2.6). */
export const SUBSCRIPTION_PATH = '/subscription';

const DEFAULT_SOURCE = 'kaver';
const DEFAULT_MEDIUM = 'paywall';

/**
 * A paywall link with campaign parameters (SPEC.md 2.6): utm_source, utm_medium and utm_campaign carried over
 * from the current address when it has them (utm_campaign falling back to the current path), and utm_content
 * naming the paywall that was clicked.
 */
export function paywallHref(
  location: Pick<AppLocation, 'pathname' | 'search'>,
  content: string,
  path: string = SUBSCRIPTION_PATH,
): string {
  const current = new URLSearchParams(location.search);
  const params = new URLSearchParams({
    utm_source: current.get('utm_source') || DEFAULT_SOURCE,
    utm_medium: current.get('utm_medium') || DEFAULT_MEDIUM,
    utm_campaign: current.get('utm_campaign') || location.pathname || '/',
    utm_content: content,
  });
  return `${path}?${params.toString()}`;
}
