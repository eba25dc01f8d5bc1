// The apps of the monorepo, their ports and how they are served. One list for build, start, dev and tests.
// `buildWeight`: how long a cold production build takes, roughly, against the others; the build starts the
// longest first.
export const FRONT_END_APPS = [
  { name: 'host', dir: 'host', port: 3000, shell: true, buildWeight: 2 },
  { name: 'mf_catalog', dir: 'mf-catalog', port: 3001, buildWeight: 3 },
  { name: 'mf_auth', dir: 'mf-auth', port: 3002, buildWeight: 4 },
  { name: 'mf_dating_subscription', dir: 'mf-dating-subscription', port: 3003, buildWeight: 3 },
  { name: 'mf_onboarding', dir: 'mf-onboarding', port: 3004, buildWeight: 1 },
];

export const API_PORT = 4000;
/** auth: Firebase Auth Emulator, Telegram and VK ID's server side (http); vkid: VK ID's pages (https). */
export const STAND_IN_PORTS = { yookassa: 4100, sms: 4101, auth: 4102, vkid: 4103 };

/**
 * What a person opens, one line each, for the given port offset: the site, each remote's standalone harness,
 * the API and the stand-ins. `targets` (app folders, 'api', 'stand-ins') limits it to what runs.
 * @returns {{ label: string, url: string, note: string }[]}
 */
export function serviceUrls({ offset = 0, targets = null } = {}) {
  const runs = (target) => targets === null || targets.includes(target);
  const at = (port, path = '') => `http://localhost:${port + offset}${path}`;
  const lines = FRONT_END_APPS.filter((app) => runs(app.dir)).map((app) => ({
    label: app.name,
    url: at(app.port, '/'),
    note: app.shell ? 'the site' : 'standalone harness (QA); remoteEntry.js and mf-manifest.json beside it',
  }));
  if (runs('api')) {
    lines.push({ label: 'api', url: at(API_PORT), note: 'OpenAPI at /openapi.json, docs at /docs' });
  }
  if (runs('stand-ins')) {
    lines.push(
      {
        label: 'yookassa stand-in',
        url: at(STAND_IN_PORTS.yookassa, '/'),
        note: 'payments REST under /v3, the widget at /checkout-widget.js',
      },
      { label: 'sms stand-in', url: at(STAND_IN_PORTS.sms, '/messages'), note: 'outbox of sent codes' },
      {
        label: 'auth stand-in',
        url: at(STAND_IN_PORTS.auth, '/'),
        note: 'Firebase Auth Emulator, Telegram Login and VK ID for offline sign-in',
      },
      {
        label: 'vk id stand-in',
        url: `https://localhost:${STAND_IN_PORTS.vkid + offset}/`,
        note: "VK ID's pages over https: open once and accept the certificate",
      },
    );
  }
  return lines;
}

/** The lines of serviceUrls as an aligned block for the console. */
export function formatServiceUrls(lines) {
  const width = Math.max(...lines.map((line) => line.label.length)) + 2;
  const urlWidth = Math.max(...lines.map((line) => line.url.length)) + 2;
  return lines
    .map((line) => `  ${line.label.padEnd(width)}${line.url.padEnd(urlWidth)}${line.note}`)
    .join('\n');
}
