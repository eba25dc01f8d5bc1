import { $runtimeConfig } from '@kaver/shared-contracts';

/** The public origin for canonical and share links ('https://kaver.ru'), else this page's origin. */
export function siteOrigin(): string {
  const configured = $runtimeConfig.getState()?.siteUrl;
  return (configured || window.location.origin).replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function brandName(): string {
  return $runtimeConfig.getState()?.brand || 'Kaver';
}
