import { CITIES, currentRuntimeConfig, isOpenCity } from '@kaver/shared-contracts';
import { absoluteUrl as onOrigin } from '@kaver/shared-contracts/json-ld';

/** The public origin for canonical and share links ('https://kaver.ru'), else this page's origin. */
export function siteOrigin(): string {
  const configured = currentRuntimeConfig()?.siteUrl;
  return (configured || window.location.origin).replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  return onOrigin(siteOrigin(), path);
}

export function brandName(): string {
  return currentRuntimeConfig()?.brand || 'Kaver';
}

/** How many cities the guide is open in; the others are greyed out in the city selector (SPEC.md 2.7). */
export const OPEN_CITIES = CITIES.filter(isOpenCity).length;
