import { DEFAULT_OFFER_VARIANT, resolveOfferVariant } from './offer';

it('takes a valid variant and falls back to the default otherwise', () => {
  expect(resolveOfferVariant(4)).toBe(4);
  expect(resolveOfferVariant(undefined)).toBe(DEFAULT_OFFER_VARIANT);
  expect(resolveOfferVariant(7)).toBe(DEFAULT_OFFER_VARIANT);
  expect(resolveOfferVariant('2')).toBe(DEFAULT_OFFER_VARIANT);
  expect(resolveOfferVariant(null, 3)).toBe(3);
});
