// Starts the local stand-ins: YooKassa on :4100 (REST under /v3, widget at /checkout-widget.js) and the SMS
// gateway on :4101 (outbox at /messages). Ports, host, keys and the API's notification URL come from env.
// Prints one JSON line with both base URLs once they listen (tests read it when they ask for port 0).
import { startSmsStandIn } from './sms.mjs';
import { startYooKassaStandIn } from './yookassa.mjs';

const env = process.env;
const host = env.STAND_IN_HOST || '127.0.0.1';
const port = (name, fallback) => (env[name] === undefined ? fallback : Number(env[name]));

const yookassa = await startYooKassaStandIn({
  host,
  port: port('YOOKASSA_STAND_IN_PORT', 4100),
  shopId: env.YOOKASSA_SHOP_ID || 'test-shop',
  secretKey: env.YOOKASSA_SECRET_KEY || 'test_secret_key',
  notifyUrl: env.YOOKASSA_NOTIFY_URL ?? 'http://127.0.0.1:4000/api/payments/notifications',
});
const sms = await startSmsStandIn({ host, port: port('SMS_STAND_IN_PORT', 4101) });
console.info(JSON.stringify({ yookassa: yookassa.url, sms: sms.url }));

const stop = async () => {
  await Promise.all([yookassa.close(), sms.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
