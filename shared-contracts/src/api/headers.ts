// The API's header names, framework-free (part of '@kaver/shared-contracts/http'). A module apart from the base
// paths: the root entry needs this name on every first visit, the base paths only come with the clients.

/** The name of the header that carries the access token (SPEC.md 6): the server's renderer and the apps send it. */
export const ACCESS_TOKEN_HEADER = 'access_token';
