import type { OfferVariant, OfferVariantsConfig } from '@kaver/shared-contracts';

/** The offer layout when the config splits nobody (SPEC.md 2.6). */
export const DEFAULT_OFFER_VARIANT: OfferVariant = 1;
/** Where a visitor's assigned layout is kept, so that it stays the same on every visit. */
export const OFFER_VARIANT_STORAGE_KEY = 'kaver:offer-variant';
/** QA and tests force a layout with ?offer_variant=N when the config allows it. */
export const OFFER_VARIANT_QUERY = 'offer_variant';

const VARIANTS: readonly OfferVariant[] = [1, 2, 3, 4, 5];

const isVariant = (value: unknown): value is OfferVariant => VARIANTS.includes(value as OfferVariant);

/** The request's variant when it is one of 1..5, else the fallback. */
export function resolveOfferVariant(
  variant: unknown,
  fallback: OfferVariant = DEFAULT_OFFER_VARIANT,
): OfferVariant {
  return isVariant(variant) ? variant : fallback;
}

/** A layout's weight from config.json: a finite number above 0, anything else (missing, negative, text) is 0. */
const weightOf = (config: OfferVariantsConfig, variant: OfferVariant) => {
  const weight: unknown = config.weights?.[`${variant}`];
  return typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : 0;
};

/** A layout drawn by the weights; `random` is in [0, 1). */
export function drawOfferVariant(config: OfferVariantsConfig, random: number): OfferVariant {
  const total = VARIANTS.reduce((sum, variant) => sum + weightOf(config, variant), 0);
  let left = random * total;
  for (const variant of VARIANTS) {
    const weight = weightOf(config, variant);
    if (weight > 0 && left < weight) return variant;
    left -= weight;
  }
  return VARIANTS.findLast((variant) => weightOf(config, variant) > 0) ?? DEFAULT_OFFER_VARIANT;
}

export interface VariantStore {
  read(): string | null;
  write(value: string): void;
}

/** The visitor's layout kept in localStorage (first-party, this browser only); a blocked storage keeps nothing. */
export const browserVariantStore: VariantStore = {
  read: () => {
    try {
      return window.localStorage.getItem(OFFER_VARIANT_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      window.localStorage.setItem(OFFER_VARIANT_STORAGE_KEY, value);
    } catch {
      // private mode: the visitor may see another layout next time
    }
  },
};

/**
 * The visitor's offer layout: forced by ?offer_variant=N where the config allows it, else the one assigned earlier
 * while its weight is above zero, else a new draw by the weights, which is kept. No config: layout 1.
 */
export function assignOfferVariant(
  config: OfferVariantsConfig | undefined,
  search: string,
  store: VariantStore = browserVariantStore,
  random: () => number = Math.random,
): OfferVariant {
  // No split configured, or none of its weights usable: layout 1.
  if (!config || !VARIANTS.some((variant) => weightOf(config, variant) > 0)) return DEFAULT_OFFER_VARIANT;
  const forced = Number(new URLSearchParams(search).get(OFFER_VARIANT_QUERY));
  if (config.allowQueryOverride === true && isVariant(forced)) {
    store.write(String(forced));
    return forced;
  }
  const kept = Number(store.read());
  if (isVariant(kept) && weightOf(config, kept) > 0) return kept;
  const drawn = drawOfferVariant(config, random());
  store.write(String(drawn));
  return drawn;
}
