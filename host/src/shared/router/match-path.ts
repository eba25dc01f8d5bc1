/**
 * Compiles route patterns such as '/:city/events/:slug' or '/blog/:city-weekend' (a parameter followed by a
 * literal suffix inside one segment) and matches paths against them. Parameters never span a '/'.
 */
export type PathParams = Record<string, string>;
export type PathMatcher = (pathname: string) => PathParams | null;

const PARAM = /^:([a-zA-Z]+)(.*)$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function compilePath(pattern: string): PathMatcher {
  const names: string[] = [];
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = PARAM.exec(segment);
      if (!param) return escapeRegExp(segment);
      names.push(param[1] as string);
      return `([^/]+?)${escapeRegExp(param[2] ?? '')}`;
    });
  const regexp = new RegExp(`^/${segments.join('/')}/?$`);
  return (pathname) => {
    const found = regexp.exec(pathname);
    if (!found) return null;
    const params: PathParams = {};
    for (const [index, name] of names.entries()) {
      try {
        params[name] = decodeURIComponent(found[index + 1] as string);
      } catch {
        return null;
      }
    }
    return params;
  };
}

/** Query string to a plain object; a repeated key keeps its last value. */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return query;
}
