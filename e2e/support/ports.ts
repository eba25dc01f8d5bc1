/**
 * Ports of the e2e stack. KAVER_E2E_PORT_OFFSET moves every one of them (host 3000+o, remotes 3001..3004+o,
 * API 4000+o, stand-ins 4100+o and 4101+o, and the spare ports tests use), so that several suites can run on
 * one machine at the same time.
 */
export const OFFSET = Number(process.env.KAVER_E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  host: 3000 + OFFSET,
  mf_catalog: 3001 + OFFSET,
  mf_auth: 3002 + OFFSET,
  mf_dating_subscription: 3003 + OFFSET,
  mf_onboarding: 3004 + OFFSET,
  api: 4000 + OFFSET,
  yookassa: 4100 + OFFSET,
  sms: 4101 + OFFSET,
};

/** A spare port for a test's own server: 3200..3299 (+ offset). */
export const sparePort = (n: number) => 3200 + n + OFFSET;

export const HOST_URL = `http://localhost:${PORTS.host}`;
export const API_URL = `http://localhost:${PORTS.api}`;
export const remoteUrl = (remote: keyof typeof PORTS) => `http://localhost:${PORTS[remote]}`;
