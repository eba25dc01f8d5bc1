import {
  assignOfferVariant,
  DEFAULT_OFFER_VARIANT,
  drawOfferVariant,
  resolveOfferVariant,
  type VariantStore,
} from './offer';

const memory = (value: string | null = null): VariantStore & { value: string | null } => {
  const store = {
    value,
    read: () => store.value,
    write: (next: string) => {
      store.value = next;
    },
  };
  return store;
};

it('takes a valid variant and falls back to the default otherwise', () => {
  expect(resolveOfferVariant(4)).toBe(4);
  expect(resolveOfferVariant(undefined)).toBe(DEFAULT_OFFER_VARIANT);
  expect(resolveOfferVariant(7)).toBe(DEFAULT_OFFER_VARIANT);
  expect(resolveOfferVariant('2')).toBe(DEFAULT_OFFER_VARIANT);
  expect(resolveOfferVariant(null, 3)).toBe(3);
});

describe('offer layout assignment', () => {
  const config = { weights: { 1: 1, 2: 1, 4: 2 } };

  it('draws by the weights and never a layout without weight', () => {
    expect(drawOfferVariant(config, 0)).toBe(1);
    expect(drawOfferVariant(config, 0.24)).toBe(1);
    expect(drawOfferVariant(config, 0.25)).toBe(2);
    expect(drawOfferVariant(config, 0.5)).toBe(4);
    expect(drawOfferVariant(config, 0.9999)).toBe(4);
  });

  it('keeps the first draw for the visitor', () => {
    const store = memory();
    expect(assignOfferVariant(config, '', store, () => 0.3)).toBe(2);
    expect(store.value).toBe('2');
    expect(assignOfferVariant(config, '', store, () => 0.9)).toBe(2);
  });

  it('draws again when the kept layout lost its weight, and shows layout 1 without a config', () => {
    const store = memory('3');
    expect(assignOfferVariant(config, '', store, () => 0.6)).toBe(4);
    expect(assignOfferVariant(undefined, '', memory('4'))).toBe(1);
  });

  it('ignores weights that are not positive numbers, and a config with none usable shows layout 1', () => {
    const broken = { weights: { 2: -1, 3: 'x', 5: 2 } } as unknown as Parameters<
      typeof assignOfferVariant
    >[0];
    expect(assignOfferVariant(broken, '', memory(), () => 0)).toBe(5);
    const useless = { weights: { 2: 0 } };
    const store = memory();
    expect(assignOfferVariant(useless, '', store, () => 0)).toBe(1);
    expect(store.value).toBeNull();
  });

  it('lets ?offer_variant=N force and keep a layout only when the config allows it', () => {
    const store = memory('1');
    expect(assignOfferVariant(config, '?offer_variant=5', store)).toBe(1);
    expect(assignOfferVariant({ ...config, allowQueryOverride: true }, '?offer_variant=5', store)).toBe(5);
    expect(store.value).toBe('5');
    expect(
      assignOfferVariant({ ...config, allowQueryOverride: true }, '?offer_variant=9', store, () => 0),
    ).toBe(1);
  });
});
