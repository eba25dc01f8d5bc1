// The API's bases of SPEC.md 7 and the name of its token header: the one table the front end's clients, the host's
// server and the API itself route by. Framework-free (part of '@kaver/shared-contracts/http').
export const API_BASE_PATHS = {
  web: '/kaver/web/v1',
  auth: '/kaver/auth',
  mobile: '/digitalcity/afisha/5',
  /** POST /api/payments, GET /api/payments/{id}: outside the three bases of SPEC.md 7, on the same host. */
  payments: '/api',
} as const;

/** The name of the header that carries the access token (SPEC.md 6): the server's renderer and the apps send it. */
export const ACCESS_TOKEN_HEADER = 'access_token';
