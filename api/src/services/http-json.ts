// Calls to third parties: a time-out on every request and a typed 502 when the provider is unreachable.
import { ApiError } from '../http/errors';

export const providerError = (provider: string, detail: string) =>
  new ApiError(502, 'provider_error', `${provider}: ${detail}`);

export async function fetchJson(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 10_000) });
  } catch (error) {
    throw providerError(provider, `unreachable (${(error as Error).message})`);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw providerError(provider, `answered ${response.status} with a body that is not JSON`);
    }
  }
  return { status: response.status, body };
}
