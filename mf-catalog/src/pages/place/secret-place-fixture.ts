// A secret place of the place page's tests: whole, as a subscriber gets it, and as the API sends it to a visitor
// without premium (api/src/catalog/secret-places.ts): no address, coordinates, hours or phone.
import type { Place } from '@kaver/shared-contracts';

export const openSecretPlace: Place = {
  id: 7,
  slug: 'moscow-sekretnyy-dvor',
  title: 'Секретный двор',
  category: { slug: 'place', title: 'Место' },
  address: 'ул. Покровка, 80',
  coordinates: { latitude: 55.76, longitude: 37.64 },
  image: '/media/v1/street-1/960x640.jpg',
  city: 'moscow',
  description: 'Двор с садом за аркой.',
  hours: [{ day: 1, open: '10:00', close: '22:00' }],
  phone: '+7 (900) 100-20-30',
  website: null,
  images: [{ preview: '/media/v1/street-1/960x640.jpg' }],
  isSecret: true,
  isFavorite: 0,
  favoritesCnt: 3,
};

export const concealedSecretPlace: Place = {
  ...openSecretPlace,
  address: '',
  coordinates: null,
  description: 'Секретное место: адрес, часы работы, телефон и описание открываются с премиум-подпиской.',
  hours: [],
  phone: null,
};
