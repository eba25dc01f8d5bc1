// A small YooKassa REST client (v3): Basic auth, Idempotence-Key on every POST, configurable base URL so the
// same code talks to the local stand-in and to api.yookassa.ru.
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import { conflict } from '../http/errors';
import { fetchJson, providerError } from './http-json';
import { fitDescription } from './payment-description';

export interface ProviderPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata?: Record<string, string>;
  confirmation?: { type: string; confirmation_token?: string };
  payment_method?: { id: string; type: string; saved: boolean };
  cancellation_details?: { party: string; reason: string };
  created_at: string;
}

export interface CreatePaymentRequest {
  amount: { value: string; currency: 'RUB' };
  description: string;
  metadata: Record<string, string>;
  capture: true;
  confirmation?: { type: 'embedded' };
  save_payment_method?: boolean;
  payment_method_id?: string;
}

export interface PaymentProvider {
  createPayment(request: CreatePaymentRequest, idempotenceKey?: string): Promise<ProviderPayment>;
  /** null when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
}

export function createYooKassaClient(config: Config['yookassa']): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;

  function check(status: number, body: unknown): ProviderPayment {
    if (status >= 200 && status < 300 && body && typeof body === 'object' && 'id' in body) {
      return body as ProviderPayment;
    }
    const answer = body as { description?: string; parameter?: string } | null;
    // The same key with other parameters: the caller's mistake, not the provider's failure.
    if (status === 400 && answer?.parameter === 'Idempotence-Key') {
      throw conflict('This Idempotence-Key was used for another payment request', 'idempotence_key_reused');
    }
    throw providerError('YooKassa', answer?.description ?? `HTTP ${status}`);
  }

  return {
    async createPayment(request, idempotenceKey = randomUUID()) {
      const { status, body } = await fetchJson('YooKassa', `${config.apiUrl}/payments`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotence-key': idempotenceKey },
        body: JSON.stringify({ ...request, description: fitDescription(request.description) }),
      });
      return check(status, body);
    },
    async getPayment(id) {
      const { status, body } = await fetchJson(
        'YooKassa',
        `${config.apiUrl}/payments/${encodeURIComponent(id)}`,
        {
          headers: { authorization },
        },
      );
      if (status === 404) return null;
      return check(status, body);
    },
  };
}
