import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, EXTERNAL_LINK, isExternalLink } from './sanitize-policy';
import { siteOrigin } from './site';

function sanitizeInBrowser(html: string, origin: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    if (isExternalLink(link.getAttribute('href') ?? '', origin)) {
      link.setAttribute('target', EXTERNAL_LINK.target);
      link.setAttribute('rel', EXTERNAL_LINK.rel);
    }
  }
  for (const image of template.content.querySelectorAll('img')) image.setAttribute('loading', 'lazy');
  return template.innerHTML;
}

/**
 * Editors' HTML from the API, made safe to insert: only text markup, links and pictures survive; scripts,
 * handlers, styles and javascript: URLs are dropped. External links open in a new tab without an opener. Done where
 * the data loads, so the page's store holds safe HTML: DOMPurify in the browser, and on the server (no DOM there)
 * sanitize-html with the same policy, in a chunk the browser never loads.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const origin = siteOrigin();
  if (typeof document === 'undefined') {
    const { sanitizeOnServer } = await import(
      /* webpackChunkName: "sanitize-on-server" */ './sanitize-html-server'
    );
    return sanitizeOnServer(html, origin);
  }
  return sanitizeInBrowser(html, origin);
}
