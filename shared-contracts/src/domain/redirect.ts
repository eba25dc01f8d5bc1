// The per-route redirect lookup (SPEC.md 2.1): GET /redirects?path=... answers the path's rule, if any.
// "No rule" is an ordinary answer (target null), not an error: the lookup runs on every page view.

export interface RedirectRule {
  path: string;
  /** A path on the site, or an absolute URL (which the front end opens with a full page load); null: none. */
  target: string | null;
  /** 301 or 302; null when there is no rule. */
  status: number | null;
}
