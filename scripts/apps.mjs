// The apps of the monorepo, their ports and how they are served. One list for build, start, dev and tests.
export const FRONT_END_APPS = [
  { name: 'host', dir: 'host', port: 3000, spa: true },
  { name: 'mf_catalog', dir: 'mf-catalog', port: 3001 },
  { name: 'mf_auth', dir: 'mf-auth', port: 3002 },
  { name: 'mf_dating_subscription', dir: 'mf-dating-subscription', port: 3003 },
  { name: 'mf_onboarding', dir: 'mf-onboarding', port: 3004 },
];

export const API_PORT = 4000;
/** auth: Firebase Auth Emulator, Telegram and VK ID's server side (http); vkid: VK ID's pages (https). */
export const STAND_IN_PORTS = { yookassa: 4100, sms: 4101, auth: 4102, vkid: 4103 };
