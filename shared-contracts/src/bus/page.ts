import { createEvent } from 'effector';

/** Everything a page tells the host about itself for <head> (SPEC.md 2.4). */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute or root-relative image URL for previews. */
  image?: string;
  /** robots directive; defaults to 'index, follow' on production, 'noindex, nofollow' elsewhere. */
  robots?: string;
  /** Path (no origin) of the canonical page; defaults to the current path without query. */
  canonicalPath?: string;
  /** Page number of a paged list: adds ?page=N to the canonical link and ', страница N' to the title. */
  page?: number;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Spec of the generated preview image. */
  preview?: { title: string; img?: string; city?: string; time?: string };
  /**
   * The page's largest picture on the first screen: the server's HTML asks for it before anything else
   * (preload with fetchpriority="high"), with the same srcset and sizes as the <img> that shows it.
   */
  lcpImage?: { src: string; srcSet?: string; sizes?: string };
  /**
   * The path of the page that says it (its route's `path`): the host drops what a page says after the visitor has
   * left it (a head that comes with data loaded late). Without it the head is taken as the current page's.
   */
  path?: string;
}

/** Owner: host (applies it to <head>). Emitted by whichever parcel renders the page. */
export const pageMetaChanged = createEvent<PageMeta>();

export interface PageError {
  statusCode: number;
  /** Status message, e.g. 'City Not Found' or 'Page Not Found: /x'. */
  message: string;
  /** The path of the page that raises it: a late failure of a page the visitor has left is dropped (PageMeta.path). */
  path?: string;
}

/** Owner: host (shows the error page). Emitted by a page that finds its data missing (unknown slug). */
export const pageErrorRaised = createEvent<PageError>();
