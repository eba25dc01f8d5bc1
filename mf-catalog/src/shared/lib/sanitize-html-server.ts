import sanitize from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS, EXTERNAL_LINK, isExternalLink } from './sanitize-policy';

/** The server's side of sanitizeHtml: the same policy without a DOM. */
export function sanitizeOnServer(html: string, origin: string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    // target and rel only as the transform below sets them.
    allowedAttributes: { '*': ALLOWED_ATTR, a: [...ALLOWED_ATTR, 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, { target: _target, rel: _rel, ...attribs }) => ({
        tagName,
        attribs: isExternalLink(attribs.href ?? '', origin) ? { ...attribs, ...EXTERNAL_LINK } : attribs,
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}
