import { parseAppStores, storesWithLinks } from './app-stores';

describe('app store links', () => {
  it('keeps https links and drops missing or empty ones', () => {
    expect(
      parseAppStores({ android: 'https://play.google.com/store/apps/details?id=ru.kaver.app', ios: '' }),
    ).toEqual({ android: 'https://play.google.com/store/apps/details?id=ru.kaver.app' });
    expect(parseAppStores(undefined)).toEqual({});
  });

  it('refuses a link that is not https', () => {
    expect(() => parseAppStores({ ru: 'http://rustore.ru/app' })).toThrow('appStores.ru');
    expect(() => parseAppStores({ ios: 42 })).toThrow('appStores.ios');
  });

  it('lists only the wanted stores that have a link', () => {
    expect(storesWithLinks({ ru: 'https://www.rustore.ru/x' }, ['ios', 'android', 'ru'])).toEqual(['ru']);
  });
});
