// SMS delivery behind one interface: the local stand-in (an outbox tests read) or SMS.ru's HTTP API.
import type { Config } from '../../config';
import { fetchJson, providerError } from '../http-json';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** The stand-in of scripts/stand-ins/sms.mjs: POST /messages { phone, text }. */
function standInSender(url: string): SmsSender {
  return {
    async send(phone, text) {
      const { status } = await fetchJson('SMS', `${url}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, text }),
      });
      if (status !== 201) throw providerError('SMS', `stand-in answered ${status}`);
    },
  };
}

/** SMS.ru (sms.ru/api/send): form POST, JSON answer with a status per number. */
function smsRuSender(url: string, apiKey: string, sender: string | null): SmsSender {
  return {
    async send(phone, text) {
      const to = `7${phone.slice(1)}`;
      const form = new URLSearchParams({ api_id: apiKey, to, msg: text, json: '1' });
      if (sender) form.set('from', sender);
      const { body } = await fetchJson('SMS', `${url}/sms/send`, { method: 'POST', body: form });
      const answer = body as {
        status?: string;
        sms?: Record<string, { status?: string; status_text?: string }>;
      };
      const perNumber = answer.sms?.[to];
      if (answer.status !== 'OK' || perNumber?.status !== 'OK') {
        throw providerError('SMS', perNumber?.status_text ?? 'message was not accepted');
      }
    },
  };
}

export function createSmsSender(config: Config['sms']): SmsSender {
  if (config.provider === 'smsru') {
    if (!config.apiKey) throw new Error('SMS_API_KEY is required for SMS_PROVIDER=smsru');
    return smsRuSender(config.url, config.apiKey, config.sender);
  }
  return standInSender(config.url);
}
