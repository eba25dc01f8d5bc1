// The API's bases of SPEC.md 7: the one table the front end's clients, the host's server and the API itself route
// by. Framework-free (part of '@kaver/shared-contracts/http').
export const API_BASE_PATHS = {
  web: '/kaver/web/v1',
  auth: '/kaver/auth',
  mobile: '/digitalcity/afisha/5',
  /** POST /api/payments, GET /api/payments/{id}: outside the three bases of SPEC.md 7, on the same host. */
  payments: '/api',
} as const;
