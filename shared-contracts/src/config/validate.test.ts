import { parseRuntimeConfig } from './validate';

const BASE = {
  environment: 'development',
  brand: 'Kaver',
  siteUrl: 'http://localhost:3000',
  apiHost: 'http://localhost:4000',
  productionHostname: 'kaver.ru',
};

describe('config.json', () => {
  it('takes offer layout weights and the QA override', () => {
    const config = parseRuntimeConfig({
      ...BASE,
      offerVariants: { weights: { 1: 2, 3: 1 }, allowQueryOverride: true },
    });
    expect(config.offerVariants).toEqual({ weights: { 1: 2, 3: 1 }, allowQueryOverride: true });
    expect(parseRuntimeConfig(BASE).offerVariants).toBeUndefined();
    expect(parseRuntimeConfig(BASE).appStores).toEqual({});
  });

  it('refuses unknown layouts, negative weights and all-zero weights with a readable message', () => {
    expect(() => parseRuntimeConfig({ ...BASE, offerVariants: { weights: { 6: 1 } } })).toThrow(
      'offerVariants.weights.6',
    );
    expect(() => parseRuntimeConfig({ ...BASE, offerVariants: { weights: { 2: -1 } } })).toThrow(
      'offerVariants.weights.2',
    );
    expect(() => parseRuntimeConfig({ ...BASE, offerVariants: { weights: { 2: 0 } } })).toThrow(
      'хотя бы у одного',
    );
    expect(() => parseRuntimeConfig({ ...BASE, offerVariants: [] })).toThrow('offerVariants.weights');
  });
});
