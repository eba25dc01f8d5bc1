import type { HeadState } from './compute-head';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null || content === '') {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  if (element.content !== content) element.content = content;
}

/**
 * Writes the head state into the document: title, description, robots, canonical, Open Graph, JSON-LD. What the
 * document already says is left as it is (the server wrote the first page's head; the app applies it again once
 * it has started).
 */
export function applyHead(head: HeadState): void {
  if (document.title !== head.title) document.title = head.title;
  upsertMeta('name', 'description', head.description);
  upsertMeta('name', 'robots', head.robots);
  upsertMeta('property', 'og:title', head.title);
  upsertMeta('property', 'og:description', head.description);
  upsertMeta('property', 'og:url', head.canonical);
  upsertMeta('property', 'og:image', head.image);
  upsertMeta('name', 'twitter:card', 'summary_large_image');

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  if (canonical.href !== head.canonical) canonical.href = head.canonical;

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
