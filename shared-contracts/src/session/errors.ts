/** True when the API answered that the token is not (or no longer) valid. */
export function isAuthRejection(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}
