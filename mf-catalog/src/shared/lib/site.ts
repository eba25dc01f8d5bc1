import { currentRuntimeConfig } from '@kaver/shared-contracts';

/** The public origin for canonical and share links ('https://kaver.ru'), else this page's origin. */
export function siteOrigin(): string {
  const configured = currentRuntimeConfig()?.siteUrl;
  return (configured || window.location.origin).replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function brandName(): string {
  return currentRuntimeConfig()?.brand || 'Kaver';
}
