import { parseRuntimeConfig } from './validate';

const BASE = {
  environment: 'development',
  brand: 'Kaver',
  siteUrl: 'http://localhost:3000',
  apiHost: 'http://localhost:4000',
  productionHostname: 'kaver.ru',
};

describe('config.json', () => {
  it('leaves out store links it has none for, and keeps the rest as given', () => {
    const config = parseRuntimeConfig({ ...BASE, offerVariants: { weights: { 1: 2, 3: 1 } } });
    expect(config.appStores).toEqual({});
    // offerVariants is checked by its owner, mf-dating-subscription, when it assigns a layout.
    expect(config.offerVariants).toEqual({ weights: { 1: 2, 3: 1 } });
  });

  it('refuses a store link that is not https with a readable message', () => {
    expect(() => parseRuntimeConfig({ ...BASE, appStores: { ios: 'ftp://x' } })).toThrow('appStores.ios');
  });
});
