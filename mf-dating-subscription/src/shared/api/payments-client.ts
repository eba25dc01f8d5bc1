import {
  createHttpClient,
  currentAccessToken,
  currentRuntimeConfig,
  type HttpClient,
} from '@kaver/shared-contracts';

/** The API serves /api/payments outside the three client bases of SPEC.md 7, on the same API host. */
export const PAYMENTS_BASE_PATH = '/api';

let client: { apiHost: string; http: HttpClient } | null = null;

/**
 * A client for /api (payments) on the configured API host, built like the contracts' own clients (the
 * access_token header, snake_case out, camelCase in, ApiError) but without retries: a payment is never
 * created twice by a client retry.
 */
export function paymentsClient(): HttpClient {
  const config = currentRuntimeConfig();
  if (!config) throw new Error('The runtime config has not loaded yet');
  if (client?.apiHost !== config.apiHost) {
    client = {
      apiHost: config.apiHost,
      http: createHttpClient({
        apiHost: config.apiHost,
        basePath: PAYMENTS_BASE_PATH,
        sendToken: true,
        getAccessToken: currentAccessToken,
        retry: { retries: 0, retryPost: false, delayMs: 0 },
      }),
    };
  }
  return client.http;
}
