// The paging envelope every list call answers with (events, places, articles, favourites, profiles...).

export interface Page<T> {
  items: T[];
  /** 1-based page number. */
  page: number;
  perPage: number;
  /** Items over all pages. */
  total: number;
  totalPages: number;
}

/**
 * The error body of every failed API call: `{ error: { code, message, field?, retry_after? } }` with a
 * 4xx/5xx status.
 */
export interface ApiErrorBody {
  error: {
    /** Stable machine code, e.g. 'validation_error', 'city_not_found', 'wrong_code'. */
    code: string;
    /** Human-readable; 'City Not Found' and 'City is required' are kept word for word (SPEC.md 5, 8). */
    message: string;
    /** The request field at fault (query, header, path or body key), when there is one. */
    field?: string;
    /** Seconds until the same request may succeed (also the Retry-After header): rate limits, SMS failures. */
    retry_after?: number;
  };
}
