import { parseAppStores } from './app-stores';
import { isRemoteName, type RemotesMap, type RuntimeConfig } from './runtime-config';

/** Checks a fetched config.json; throws a readable error instead of running half-configured. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new Error('config.json: ожидается объект');
  const c = raw as Record<string, unknown>;
  for (const key of ['brand', 'siteUrl', 'apiHost', 'productionHostname', 'environment'] as const) {
    if (typeof c[key] !== 'string' || c[key] === '') throw new Error(`config.json: нет поля ${key}`);
  }
  if (!['production', 'staging', 'development', 'test'].includes(c.environment as string)) {
    throw new Error('config.json: неизвестное значение environment');
  }
  return {
    ...(c as unknown as RuntimeConfig),
    appStores: parseAppStores(c.appStores),
    analytics: (c.analytics as RuntimeConfig['analytics']) ?? {},
    buildPollIntervalMs:
      typeof c.buildPollIntervalMs === 'number' && c.buildPollIntervalMs > 0 ? c.buildPollIntervalMs : 60_000,
  };
}

/** Checks remotes.json: known remote names mapped to absolute or root-relative manifest URLs. */
export function parseRemotesMap(raw: unknown): RemotesMap {
  if (!raw || typeof raw !== 'object') throw new Error('remotes.json: ожидается объект');
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    if (!isRemoteName(name)) continue;
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) {
      throw new Error(`remotes.json: неверный адрес для ${name}`);
    }
    map[name] = url;
  }
  return map;
}
