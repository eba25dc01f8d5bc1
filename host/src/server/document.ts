import type { RouteName } from '@kaver/shared-contracts';
import { RENDERED_PAGE_ID, type RenderedPage, toScriptJson } from '../app/rendered-page';
import type { HeadState } from '../features/page-head/compute-head';
import type { Stylesheet } from './stylesheet-texts';

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';

/** What a page is to Open Graph (og:type): one of the journal's articles, or any other page of the site. */
export type PageKind = 'article' | 'website';

/**
 * The routes of the journal's articles: /blog/{slug}, /blog/{city}-weekend and /guides/{slug}, each an article
 * of the API that the catalog describes as a schema.org Article. Every other page (an event's too: Open Graph has
 * no type for one) is a website's.
 */
const ARTICLE_ROUTES: ReadonlySet<RouteName> = new Set(['blog-article', 'blog-city-weekend', 'guide']);

/** The kind of a rendered page, from its route; an error page (`failed`, an unknown article's too) is a website's. */
export function pageKindOf(routes: readonly RouteName[], failed: boolean): PageKind {
  return !failed && routes.some((route) => ARTICLE_ROUTES.has(route)) ? 'article' : 'website';
}

/**
 * The head of SPEC.md 2.4 as HTML: the fields the browser's applyHead writes on later navigations (an error page's
 * head has no canonical, and so no og:url: headFor), and the Open Graph fields it leaves as the server wrote them,
 * which a preview reads from the HTML of the address it was given: og:type, the brand as og:site_name, og:locale.
 */
export function headHtml(head: HeadState, { siteName, kind }: { siteName: string; kind: PageKind }): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    meta('property', 'og:type', kind === 'article' ? 'article' : 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    // A data block, never executed: the CSP's ban on inline scripts does not concern it.
    head.jsonLd ? `<script type="application/ld+json" data-kaver-jsonld="">${head.jsonLd}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

export interface LcpImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A stylesheet in the head: its text where the server has it, named by `data-href` so the browser's chunk loader
 * (mini-css-extract) counts it as loaded and never fetches the file; a link otherwise.
 */
function stylesheetHtml({ href, css }: Stylesheet): string {
  if (css === null) return `<link rel="stylesheet" href="${escapeHtml(href)}" />`;
  // Nothing in the text may close the element: in CSS `<\/style` reads the same.
  return `<style data-href="${escapeHtml(href)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/**
 * What the browser needs before its first paint: the LCP image, asked for first, and the page's styles (the
 * shell's, then its remote modules'), inline (stylesheet-texts.ts). Scripts are never preloaded (a preload is
 * fetched at high priority, beside that picture): see remoteScriptsHtml.
 */
export function preloadHtml({
  lcpImage,
  stylesheets,
}: {
  lcpImage: LcpImage | null;
  stylesheets: Stylesheet[];
}): string {
  const image = lcpImage
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(lcpImage.src)}"${
        lcpImage.srcSet ? ` imagesrcset="${escapeHtml(lcpImage.srcSet)}"` : ''
      }${lcpImage.sizes ? ` imagesizes="${escapeHtml(lcpImage.sizes)}"` : ''} />`
    : '';
  return [image, ...stylesheets.map(stylesheetHtml)].filter(Boolean).join('\n    ');
}

/**
 * The scripts of the page's remote modules (each remote's entry, then the module's chunks), deferred like the
 * host's own and after them: they need the host's federation runtime, and defer scripts run in document order.
 * Named in the HTML, they download at a script's low priority while the page is parsed, all at once, instead of
 * one round trip after another as the runtime would ask for them (the host's entry, then the remote's entry, then
 * the module's chunks); the runtime finds each one loaded or loading and does not fetch it again.
 */
export function remoteScriptsHtml(scripts: string[]): string {
  return [...new Set(scripts)].map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
}

/** The data block the browser hydrates from: JSON that can never close its element. */
export function stateHtml(page: RenderedPage): string {
  return `<script type="application/json" id="${RENDERED_PAGE_ID}">${toScriptJson(page)}</script>`;
}

/** The host's index.html around the page's markup: what is sent before it and after it. */
export interface DocumentTemplate {
  /** Everything up to the app's markup: the head (title, meta, JSON-LD), preloads and stylesheets. */
  before(parts: { head: string; preload: string }): string;
  /** Everything after the app's markup: the serialised state, the host's script tags, the page's remote scripts. */
  after(parts: { state: string; scripts: string }): string;
}

/**
 * Splits the host's index.html (built by webpack: it holds the host's own script and stylesheet tags) at its
 * <!--kaver-…--> placeholders, once: the page's markup is streamed between the two halves.
 */
export function splitTemplate(template: string): DocumentTemplate {
  const [before, after] = template.split('<!--kaver-app-->');
  if (before === undefined || after === undefined)
    throw new Error('index.html has no <!--kaver-app--> placeholder');
  // Replacer functions: a '$&' in the page's text must stay text.
  return {
    before: ({ head, preload }) =>
      before.replace('<!--kaver-head-->', () => head).replace('<!--kaver-preload-->', () => preload),
    // The template names the host's scripts at the end of the body: the remote scripts come after them.
    after: ({ state, scripts }) =>
      after.replace('<!--kaver-state-->', () => state).replace('</body>', () => `${scripts}</body>`),
  };
}
