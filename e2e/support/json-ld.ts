/** The structured data in a page's HTML: the host writes one ld+json script, an object or a list of them. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const text = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!text) return [];
  const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
  return Array.isArray(data) ? data : [data];
}

type ListItem = { name: string; item?: string; url?: string };

function listOf(html: string, type: string): ListItem[] {
  const list = jsonLdOf(html).find((data) => data['@type'] === type);
  return (list?.itemListElement as ListItem[] | undefined) ?? [];
}

/** The page's BreadcrumbList as [name, URL] steps. */
export const trailOf = (html: string): [string, string][] =>
  listOf(html, 'BreadcrumbList').map(({ name, item }) => [name, item ?? '']);

/** The URLs of the page's ItemList, in its order. */
export const itemListUrlsOf = (html: string): string[] =>
  listOf(html, 'ItemList').map(({ url }) => url ?? '');
