// Which missing paths get a short plain 404 instead of the site's 404 page.

/**
 * What pages' markup and code fetch, or machines read: scripts, stylesheets, source maps, data, pictures, fonts,
 * the build's compressed copies, text and XML files (the robots.txt and sitemap kind crawlers try). Nobody looks at
 * the answer to a missing one, so rendering a page for it would be wasted.
 */
const SUBRESOURCE_EXTENSION =
  /\.(m?js|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|br|gz|txt|xml)$/i;

/**
 * Whether a path that is no file of the build is a missing subresource (a short plain 404) rather than an address
 * a visitor opened. Decided by prefix, then by kind: anything under /static/ (the build's chunks, whatever their
 * name; its files' route answers those itself), and elsewhere a subresource's extension. Every other path, with
 * an extension or without one ('/about.html', '/moscow/events.php', '/index.html'), is a page: the site's 404
 * page, in its layout, with a page's status and cache headers.
 */
export function isSubresourcePath(pathname: string): boolean {
  return pathname.startsWith('/static/') || SUBRESOURCE_EXTENSION.test(pathname);
}
