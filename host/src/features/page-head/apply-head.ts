import type { HeadState } from './compute-head';

/**
 * Makes the head's `<meta>` or `<link>` named by `attribute="key"` say `value` (its `content`, or a link's `href`),
 * adding it when missing; an empty value removes it.
 */
function upsert(
  tag: 'meta' | 'link',
  attribute: 'name' | 'property' | 'rel',
  key: string,
  value: string,
  property: 'content' | 'href' = 'content',
): void {
  let element = document.head.querySelector<HTMLMetaElement & HTMLLinkElement>(
    `${tag}[${attribute}="${key}"]`,
  );
  if (!value) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag) as HTMLMetaElement & HTMLLinkElement;
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  if (element[property] !== value) element[property] = value;
}

/**
 * Writes the head state into the document: title, description, robots, canonical, Open Graph, JSON-LD. What the
 * document already says is left as it is (the server wrote the first page's head; the app applies it again once
 * it has started). A page without a canonical (an error page) has neither the link nor og:url.
 */
export function applyHead(head: HeadState): void {
  if (document.title !== head.title) document.title = head.title;
  upsert('meta', 'name', 'description', head.description);
  upsert('meta', 'name', 'robots', head.robots);
  upsert('meta', 'property', 'og:title', head.title);
  upsert('meta', 'property', 'og:description', head.description);
  upsert('meta', 'property', 'og:url', head.canonical);
  upsert('meta', 'property', 'og:image', head.image);
  upsert('meta', 'name', 'twitter:card', 'summary_large_image');
  upsert('link', 'rel', 'canonical', head.canonical, 'href');

  const jsonLd = document.head.querySelector('script[data-kaver-jsonld]');
  if (jsonLd && jsonLd.textContent === head.jsonLd) return;
  jsonLd?.remove();
  if (head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.kaverJsonld = '';
    script.textContent = head.jsonLd;
    document.head.append(script);
  }
}
