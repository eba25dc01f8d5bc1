const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random URL-safe string from the browser's CSPRNG (OAuth state, PKCE code verifier). */
export function randomUrlSafe(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => URL_SAFE[byte % URL_SAFE.length]).join('');
}
