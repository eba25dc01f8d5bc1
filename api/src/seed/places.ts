// Places of every category of SPEC.md 2.2 for a city: names, addresses near the centre, hours.

import { PLACE_CATEGORIES } from '@kaver/shared-contracts/src/data/place-categories';
import type { City } from '@kaver/shared-contracts/src/domain/city';
import type { PlaceCategorySlug } from '@kaver/shared-contracts/src/domain/listing';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { random, slugify } from './random';

const NAMES: Record<PlaceCategorySlug, string[]> = {
  bar: ['Бар «Ласточка»', 'Коктейльный бар «Дом 13»', 'Бар «Сосед»', 'Пивной бар «Хмель»'],
  gallery: ['Галерея «Белый куб»', 'Галерея «Окно»', 'Галерея современного искусства «Точка»'],
  club: ['Клуб «Космонавт»', 'Клуб «Гараж»', 'Клуб «Подвал»', 'Концерт-холл «Сцена»'],
  theater: ['Драматический театр', 'Театр на Набережной', 'Молодёжный театр «Этюд»', 'Театр юного зрителя'],
  film: ['Кинотеатр «Октябрь»', 'Киноклуб «Иллюзион»', 'Кинотеатр «Победа»'],
  tourist: ['Городская набережная', 'Центральный парк', 'Старая крепость', 'Соборная площадь'],
  artplace: [
    'Арт-пространство «Завод»',
    'Креативный квартал «Ткачи»',
    'Лофт «Цех»',
    'Пространство «Мастерская»',
  ],
  museum: ['Краеведческий музей', 'Художественный музей', 'Музей истории города', 'Музей-усадьба'],
  place: ['Планетарий', 'Дом культуры «Маяк»', 'Городская библиотека', 'Парк-усадьба'],
  restaurant: ['Ресторан «Тайга»', 'Ресторан «Огонь»', 'Ресторан «Печь»', 'Ресторан «Сад»'],
  cafe: ['Кофейня «Зерно»', 'Кафе «Пироги и книги»', 'Кафе «Булочная №1»', 'Антикафе «Время»'],
};

const ABOUT: Record<PlaceCategorySlug, string> = {
  bar: 'Авторские коктейли, настойки собственного приготовления и музыка по выходным.',
  gallery: 'Выставки молодых художников и встречи с кураторами.',
  club: 'Концерты, вечеринки и стендап: хороший звук и вместительный танцпол.',
  theater: 'Репертуарный театр с классикой и смелыми премьерами.',
  film: 'Премьеры, авторское кино и ретроспективы с обсуждениями.',
  tourist: 'Одно из главных мест города: сюда приводят гостей и приходят гулять.',
  artplace: 'Бывшая промзона, ставшая центром городской культуры: мастерские, лекторий, маркеты.',
  museum: 'Постоянная экспозиция и временные выставки, лекции и экскурсии.',
  place: 'Место, где всегда что-то происходит: от лекций до необычных концертов.',
  restaurant: 'Современная кухня из местных продуктов и винная карта.',
  cafe: 'Уютное место с хорошим кофе и домашней выпечкой.',
};

const HOURS: Record<PlaceCategorySlug, [string, string]> = {
  bar: ['18:00', '02:00'],
  gallery: ['12:00', '20:00'],
  club: ['19:00', '06:00'],
  theater: ['11:00', '22:00'],
  film: ['10:00', '01:00'],
  tourist: ['00:00', '23:59'],
  artplace: ['10:00', '23:00'],
  museum: ['10:00', '19:00'],
  place: ['10:00', '22:00'],
  restaurant: ['12:00', '00:00'],
  cafe: ['08:00', '22:00'],
};

const STREETS = [
  'ул. Ленина',
  'пр. Мира',
  'ул. Пушкина',
  'ул. Советская',
  'ул. Гагарина',
  'ул. Кирова',
  'ул. Горького',
  'ул. Садовая',
  'ул. Чехова',
  'Набережная ул.',
  'ул. Лермонтова',
  'ул. Мичурина',
];

export function placesOf(city: City): Insertable<Database['places']>[] {
  const rng = random(`places:${city.alias}`);
  const perCategory = city.alias === 'moscow' || city.alias === 'saint-petersburg' ? 4 : 2;
  return PLACE_CATEGORIES.flatMap((category) =>
    NAMES[category.slug].slice(0, perCategory).map((title, index) => {
      const [open, close] = HOURS[category.slug];
      const dayOff = category.slug === 'museum' || category.slug === 'gallery' ? 1 : 0;
      return {
        slug: `${city.alias}-${slugify(title)}`,
        cityId: city.id,
        category: category.slug,
        title,
        description: `${ABOUT[category.slug]} ${title} — ${category.singular.toLowerCase()} в ${city.options.titleDeclensions.prepositional}.`,
        address: `${rng.pick(STREETS)}, ${rng.int(1, 120)}`,
        latitude: Number((city.coordinates.latitude + (rng.next() - 0.5) * 0.05).toFixed(6)),
        longitude: Number((city.coordinates.longitude + (rng.next() - 0.5) * 0.08).toFixed(6)),
        hours: JSON.stringify(
          [1, 2, 3, 4, 5, 6, 7].map((day) =>
            day === dayOff ? { day, open: null, close: null } : { day, open, close },
          ),
        ),
        phone: `+7 (${rng.int(300, 999)}) ${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(10, 99)}`,
        website: null,
        images: JSON.stringify(
          [1, 2, 3].map((n) => ({ path: `places/${city.alias}-${category.slug}-${index}-${n}.svg` })),
        ),
        isSecret: category.slug === 'place' && index === 1,
      };
    }),
  );
}
