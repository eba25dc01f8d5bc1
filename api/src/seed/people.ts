// Dating profiles of a city (the cards shown on an event page).
import type { City } from '@kaver/shared-contracts/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { picturePicker } from './pictures';
import { random } from './random';

const FEMALE = [
  'Анна',
  'Мария',
  'Екатерина',
  'Ольга',
  'Дарья',
  'Алиса',
  'Полина',
  'Виктория',
  'Ксения',
  'Софья',
  'Вера',
  'Ирина',
];
const MALE = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Иван',
  'Артём',
  'Никита',
  'Михаил',
  'Егор',
  'Кирилл',
  'Андрей',
  'Илья',
  'Павел',
];
const ABOUT = [
  'Люблю джаз, кофе и долгие прогулки.',
  'Хожу на все премьеры и ищу компанию.',
  'Фотограф, ищу вдохновение в городе.',
  'Обожаю стендап и настольные игры.',
  'Бегаю по утрам, по вечерам — в театр.',
  'Коллекционирую винил и впечатления.',
  'Учусь танцевать сальсу, ищу партнёра.',
  'Читаю, путешествую, пеку хлеб.',
];

export const PROFILES_PER_CITY = 30;

export function profilesOf(city: City): Insertable<Database['datingProfiles']>[] {
  const rng = random(`profiles:${city.alias}`);
  const portraits = picturePicker(`profiles:${city.alias}`);
  return Array.from({ length: PROFILES_PER_CITY }, (_, index) => {
    const gender = index % 2 === 0 ? ('female' as const) : ('male' as const);
    return {
      cityId: city.id,
      name: rng.pick(gender === 'female' ? FEMALE : MALE),
      age: rng.int(18, 42),
      gender,
      about: rng.pick(ABOUT),
      avatar: portraits.take('portrait'),
    };
  });
}
