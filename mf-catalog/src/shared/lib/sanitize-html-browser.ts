import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, EXTERNAL_LINK, isExternalLink } from './sanitize-policy';

/** sanitizeHtml in the browser: DOMPurify with the policy, external links in a new tab, pictures lazy. */
export function sanitizeInBrowser(html: string, origin: string): string {
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
