// What survives of editors' HTML (event descriptions, article bodies): text markup, links and pictures. One
// policy for the browser's sanitiser and the server's.

export const ALLOWED_TAGS = [
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
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'loading'];

/** Links leaving the site open in a new tab without an opener, and are not endorsed. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

export function isExternalLink(href: string, siteOrigin: string): boolean {
  return /^https?:\/\//i.test(href) && !href.startsWith(siteOrigin);
}
