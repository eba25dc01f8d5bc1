import { yandexMapsPointUrl, yandexMapsSearchUrl } from './map-links';

describe('Yandex Maps links', () => {
  test('a pin takes longitude first', () => {
    expect(yandexMapsPointUrl({ latitude: 55.7539, longitude: 37.6208 })).toBe(
      'https://yandex.ru/maps/?pt=37.6208,55.7539&z=16&l=map',
    );
  });

  test('an address is searched in its city, encoded', () => {
    expect(yandexMapsSearchUrl('Казань', 'ул. Баумана, 1 & 2')).toBe(
      'https://yandex.ru/maps/?text=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C%2C%20%D1%83%D0%BB.%20%D0%91%D0%B0%D1%83%D0%BC%D0%B0%D0%BD%D0%B0%2C%201%20%26%202',
    );
  });
});
