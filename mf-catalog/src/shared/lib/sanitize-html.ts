import { siteOrigin } from './site';

/**
 * Editors' HTML from the API, made safe to insert: only text markup, links and pictures survive; scripts,
 * handlers, styles and javascript: URLs are dropped. External links open in a new tab without an opener. Done where
 * the data loads, so the page's store holds safe HTML: DOMPurify in the browser, and on the server (no DOM there)
 * sanitize-html with the same policy, in a chunk the browser never loads. Either is loaded with the first HTML to
 * clean, never with a page the server rendered (its store holds the HTML cleaned already).
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const origin = siteOrigin();
  if (typeof document === 'undefined') {
    const { sanitizeOnServer } = await import(
      /* webpackChunkName: "sanitize-on-server" */ './sanitize-html-server'
    );
    return sanitizeOnServer(html, origin);
  }
  const { sanitizeInBrowser } = await import('./sanitize-html-browser');
  return sanitizeInBrowser(html, origin);
}
