// Query parameters arrive as strings anyone can type: read them strictly and fall back, never crash.

/** ?page=N: a whole number from 1; anything else is page 1. */
export function readPage(value: string | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A path with ?page=N kept only when N > 1 (page 1 is the bare path, as the canonical link). */
export function pagePath(path: string, page: number, query: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (key !== 'page' && value !== '') params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
