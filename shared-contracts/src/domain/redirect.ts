// The per-route redirect lookup (SPEC.md 2.1): GET /redirects?path=... answers a rule or 404.

export interface RedirectRule {
  path: string;
  /** A path on the site, or an absolute URL (which the front end opens with a full page load). */
  target: string;
  /** 301 or 302. */
  status: number;
}
