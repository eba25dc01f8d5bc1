import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'blockquote',
  'img',
  'br',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'loading'];

/**
 * Editors' HTML from the API, made safe to insert: only text markup, links and pictures survive; scripts,
 * handlers, styles and javascript: URLs are dropped. External links open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  for (const image of template.content.querySelectorAll('img')) image.setAttribute('loading', 'lazy');
  return template.innerHTML;
}
