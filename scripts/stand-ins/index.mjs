// Starts the local stand-ins: YooKassa on :4100 (REST under /v3, widget at /checkout-widget.js), the SMS
// gateway on :4101 (outbox at /messages) and the sign-in providers on :4102 (Firebase Auth Emulator, Telegram
// Login, VK ID's server side) and :4103 (VK ID's pages, https). Ports, host, keys and the API's notification URL
// come from env. Prints one JSON line with the base URLs once they listen (tests read it when they ask for port 0).
import { startAuthStandIn } from './auth.mjs';
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
const auth = await startAuthStandIn({
  host,
  port: port('AUTH_STAND_IN_PORT', 4102),
  tlsPort: port('VKID_STAND_IN_PORT', 4103),
});
console.info(JSON.stringify({ yookassa: yookassa.url, sms: sms.url, auth: auth.url, vkid: auth.vkidUrl }));

const stop = async () => {
  await Promise.all([yookassa.close(), sms.close(), auth.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
