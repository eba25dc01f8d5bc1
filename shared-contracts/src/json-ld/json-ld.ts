/** One step of a page's place on the site: its name as the page shows it, and its path. */
export interface Crumb {
  title: string;
  path: string;
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { title: 'Главная', path: '/' };

/** `path` on the site at `origin` ('https://kaver.ru'); a URL with its own origin stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

function listJsonLd(type: 'BreadcrumbList' | 'ItemList', elements: Record<string, string>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    itemListElement: elements.map((element, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...element,
    })),
  };
}

/** A BreadcrumbList of the trail, each step at its absolute URL. */
export function breadcrumbsJsonLd(crumbs: readonly Crumb[], origin: string) {
  return listJsonLd(
    'BreadcrumbList',
    crumbs.map((crumb) => ({ name: crumb.title, item: absoluteUrl(origin, crumb.path) })),
  );
}

/** An ItemList of what a list page shows, in its order, each at its absolute URL. */
export function itemListJsonLd(items: readonly { title: string; path: string }[], origin: string) {
  return listJsonLd(
    'ItemList',
    items.map((item) => ({ name: item.title, url: absoluteUrl(origin, item.path) })),
  );
}
