const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** True when the API answered that the token is not (or no longer) valid. */
export function isAuthRejection(error: unknown): boolean {
  const status = statusOf(error);
  return status === 401 || status === 403;
}

/** True when the API answered that there is no session (401): nothing is left to sign out of. */
export function isNoSessionLeft(error: unknown): boolean {
  return statusOf(error) === 401;
}
