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
    offerVariants: parseOfferVariants(c.offerVariants),
    analytics: (c.analytics as RuntimeConfig['analytics']) ?? {},
    buildPollIntervalMs:
      typeof c.buildPollIntervalMs === 'number' && c.buildPollIntervalMs > 0 ? c.buildPollIntervalMs : 60_000,
  };
}

/** Checks offerVariants: weights of layouts 1..5, non-negative numbers with at least one above zero. */
function parseOfferVariants(raw: unknown): RuntimeConfig['offerVariants'] {
  if (raw === undefined || raw === null) return undefined;
  const config = raw as { weights?: unknown; allowQueryOverride?: unknown };
  if (typeof raw !== 'object' || !config.weights || typeof config.weights !== 'object') {
    throw new Error('config.json: offerVariants.weights — ожидается объект');
  }
  const weights: Record<string, number> = {};
  for (const [variant, weight] of Object.entries(config.weights)) {
    if (
      !/^[1-5]$/.test(variant) ||
      typeof weight !== 'number' ||
      !(weight >= 0) ||
      !Number.isFinite(weight)
    ) {
      throw new Error(`config.json: offerVariants.weights.${variant} — вариант 1–5 и вес не меньше 0`);
    }
    weights[variant] = weight;
  }
  if (!Object.values(weights).some((weight) => weight > 0)) {
    throw new Error('config.json: offerVariants.weights — хотя бы у одного варианта вес больше 0');
  }
  return { weights, allowQueryOverride: config.allowQueryOverride === true };
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
