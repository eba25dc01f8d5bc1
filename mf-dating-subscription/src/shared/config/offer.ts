import type { OfferVariant } from '@kaver/shared-contracts';

/** The offer layout used when a request names none (SPEC.md 2.6); change it here to run another layout. */
export const DEFAULT_OFFER_VARIANT: OfferVariant = 1;

const VARIANTS: readonly OfferVariant[] = [1, 2, 3, 4, 5];

/** The request's variant when it is one of 1..5, else the default. */
export function resolveOfferVariant(
  variant: unknown,
  fallback: OfferVariant = DEFAULT_OFFER_VARIANT,
): OfferVariant {
  return VARIANTS.includes(variant as OfferVariant) ? (variant as OfferVariant) : fallback;
}
