import type { PageMeta, RuntimeConfig } from '@kaver/shared-contracts';

export interface HeadState {
  title: string;
  description: string;
  robots: string;
  /** The page's address; '' for a page that has none of its own (an error page: headFor). */
  canonical: string;
  image: string;
  jsonLd: string | null;
}

/** The site's own preview picture (host/public), for a page without one of its own: SPEC.md 2.4 gives every page an image. */
const SITE_IMAGE = '/og-image.jpg';

/**
 * Head text as search engines and link previews read it: the non-breaking hyphens that keep «Ростов‑на‑Дону» on one
 * line on screen (cities.ts) are plain hyphens there, as people type the name.
 */
const plainHyphens = (text: string) => text.replaceAll('\u2011', '-');

/**
 * What <head> should hold for a page (SPEC.md 2.4): the canonical is the site origin plus the path, with ?page=N
 * for a paged list, whose title then gets ', страница N'. Outside production nothing is indexed.
 */
export function computeHead(
  meta: PageMeta,
  { pathname, config }: { pathname: string; config: Pick<RuntimeConfig, 'siteUrl' | 'environment'> },
): HeadState {
  const paged = meta.page !== undefined && Number.isInteger(meta.page) && meta.page > 1;
  const origin = config.siteUrl.replace(/\/+$/, '');
  const path = meta.canonicalPath ?? pathname;
  const defaultRobots = config.environment === 'production' ? 'index, follow' : 'noindex, nofollow';
  const image = meta.image ?? meta.preview?.img ?? SITE_IMAGE;
  return {
    title: plainHyphens(paged ? `${meta.title}, страница ${meta.page}` : meta.title),
    description: plainHyphens(meta.description ?? ''),
    robots: config.environment === 'production' ? (meta.robots ?? defaultRobots) : defaultRobots,
    canonical: `${origin}${path}${paged ? `${path.includes('?') ? '&' : '?'}page=${meta.page}` : ''}`,
    image: /^https?:\/\//.test(image) ? image : `${origin}${image.startsWith('/') ? '' : '/'}${image}`,
    // '<' is escaped so that text in the data can never close the script element.
    jsonLd: meta.jsonLd ? plainHyphens(JSON.stringify(meta.jsonLd)).replace(/</g, '\\u003c') : null,
  };
}
