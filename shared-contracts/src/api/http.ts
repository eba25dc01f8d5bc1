// @kaver/shared-contracts/http: the framework-free part of HTTP (no axios, React or effector), for the API and for an
// app that needs one of these without the clients: the bases of SPEC.md 7, the token header's name, the
// snake_case <-> camelCase conversion of the wire, and If-None-Match's weak comparison. The clients and `ApiError` stay in the root entry: an error
// is recognised by its class (`isApiError`), which must be the one copy the page shares.
export { API_BASE_PATHS } from './base-paths';
export { camelKeys, snakeKeys } from './case-keys';
export { etagMatches } from './etag-match';
export { ACCESS_TOKEN_HEADER } from './headers';
