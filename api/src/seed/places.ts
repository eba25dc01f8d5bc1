// Places of every category of SPEC.md 2.2 for a city: names from a wide pool (each city gets its own mix), the
// city's own parks and landmarks as its sights, addresses on the city's real streets (never the same address
// twice in a city) with the nearest metro station where there is a metro, opening hours and a description. Each
// stands where it is: a sight at its own coordinates, another place in the district its description names
// (city-geo.ts).
import { PLACE_CATEGORIES } from '@kaver/shared-contracts/data';
import type { City, PlaceCategorySlug } from '@kaver/shared-contracts/domain';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { CITY_FACTS, type CityFacts } from './city-facts';
import { placeLocation } from './city-geo';
import { picturePicker, SCENES_BY_PLACE } from './pictures';
import { capitalized, type Random, random, shuffle, slugify } from './random';

const NAMES: Record<Exclude<PlaceCategorySlug, 'tourist'>, string[]> = {
  bar: [
    'Бар «Ласточка»',
    'Коктейльный бар «Дом 13»',
    'Бар «Сосед»',
    'Пивной бар «Хмель и солод»',
    'Винный бар «Пробка»',
    'Бар «Полка»',
    'Бар «Синий троллейбус»',
    'Крафтовый бар «Варка»',
    'Бар «Северный ветер»',
    'Бар «Чердак»',
  ],
  gallery: [
    'Галерея «Белый куб»',
    'Галерея «Окно»',
    'Галерея современного искусства «Точка»',
    'Галерея «Фабрика света»',
    'Фотогалерея «Выдержка»',
    'Галерея «Артель»',
    'Галерея «Пятый этаж»',
    'Галерея «Стена»',
  ],
  club: [
    'Клуб «Космонавт»',
    'Клуб «Гараж»',
    'Клуб «Подвал»',
    'Концерт-холл «Сцена»',
    'Клуб «Частота»',
    'Клуб «Мастерская звука»',
    'Клуб «Ангар»',
    'Клуб «Полночь»',
  ],
  theater: [
    'Драматический театр',
    'Театр на Набережной',
    'Молодёжный театр «Этюд»',
    'Театр юного зрителя',
    'Камерный театр',
    'Театр оперы и балета',
    'Театр кукол',
    'Театр-студия «Переход»',
  ],
  film: [
    'Кинотеатр «Октябрь»',
    'Киноклуб «Иллюзион»',
    'Кинотеатр «Победа»',
    'Кинотеатр «Родина»',
    'Киноцентр «Спутник»',
    'Кинотеатр «Художественный»',
  ],
  artplace: [
    'Арт-пространство «Завод»',
    'Креативный квартал «Ткачи»',
    'Лофт «Цех»',
    'Пространство «Мастерская»',
    'Арт-кластер «Депо»',
    'Пространство «Типография»',
    'Культурный центр «Котельная»',
  ],
  museum: [
    'Краеведческий музей',
    'Художественный музей',
    'Музей истории города',
    'Музей-усадьба',
    'Музей современного искусства',
    'Музей науки и техники',
    'Музей дизайна',
    'Литературный музей',
  ],
  place: [
    'Планетарий',
    'Дом культуры «Маяк»',
    'Городская библиотека',
    'Антикафе «Время»',
    'Лекторий «Знание»',
    'Дом учёных',
    'Научная библиотека',
    'Культурный центр «Перекрёсток»',
  ],
  restaurant: [
    'Ресторан «Тайга»',
    'Ресторан «Огонь»',
    'Ресторан «Печь»',
    'Ресторан «Сад»',
    'Ресторан «Северная кухня»',
    'Ресторан «Гастроном»',
    'Ресторан «Белый налив»',
    'Ресторан «Река»',
  ],
  cafe: [
    'Кофейня «Зерно»',
    'Кафе «Пироги и книги»',
    'Кафе «Булочная №1»',
    'Кофейня «Обжарка»',
    'Кафе «Самовар»',
    'Кофейня «Утро»',
    'Кафе «Берёзка»',
    'Пекарня «Квас и хлеб»',
  ],
};

const ABOUT: Record<PlaceCategorySlug, string[]> = {
  bar: [
    'Авторские коктейли, настойки собственного приготовления и музыка по выходным.',
    'Короткая барная карта, длинная винная и бармены, которые помнят гостей по именам.',
    'Двенадцать кранов местного крафта, закуски к пиву и квизы по средам.',
  ],
  gallery: [
    'Выставки молодых художников и встречи с кураторами.',
    'Небольшой зал в старом особняке: графика, фотография и экспозиции местных авторов.',
    'Галерея, где можно не только посмотреть, но и купить работы художников.',
  ],
  club: [
    'Концерты, вечеринки и стендап: хороший звук и вместительный танцпол.',
    'Площадка на полторы тысячи зрителей, где выступают и звёзды, и местные группы.',
    'Клуб с подвальной атмосферой, резидентами-диджеями и вечеринками до утра.',
  ],
  theater: [
    'Репертуарный театр с классикой и смелыми премьерами.',
    'Исторический зал с ложами и бархатом: здесь идут и оперы, и современные постановки.',
    'Небольшая сцена, где зрители сидят в паре метров от актёров.',
  ],
  film: [
    'Премьеры, авторское кино и ретроспективы с обсуждениями.',
    'Кинотеатр с историей: большой зал, фестивальные программы и показы на языке оригинала.',
  ],
  tourist: [
    'Одно из главных мест города: сюда приводят гостей и приходят гулять.',
    'Место, с которого стоит начать знакомство с городом: виды, история и фотографии на память.',
  ],
  artplace: [
    'Бывшая промзона, ставшая центром городской культуры: мастерские, лекторий, маркеты.',
    'Старые цеха, где теперь дизайнерские магазины, кофейни и выставочные залы.',
  ],
  museum: [
    'Постоянная экспозиция и временные выставки, лекции и экскурсии.',
    'Коллекция, которую собирали больше века: от археологии до искусства XX века.',
    'Музей, где экспонаты можно трогать: интерактивные залы для детей и взрослых.',
  ],
  place: [
    'Место, где всегда что-то происходит: от лекций до необычных концертов.',
    'Открытое пространство для встреч, лекций и настольных игр.',
  ],
  restaurant: [
    'Современная кухня из местных продуктов и винная карта.',
    'Ресторан с открытой кухней и печью на дровах: хлеб пекут при гостях.',
    'Сезонное меню, дегустационные сеты и терраса летом.',
  ],
  cafe: [
    'Уютное место с хорошим кофе и домашней выпечкой.',
    'Кофейня со своей обжаркой, завтраками весь день и розетками у каждого стола.',
    'Кафе, где пекут пироги по бабушкиным рецептам и наливают чай из самовара.',
  ],
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

/** Hands out addresses on the city's streets: never the same street and house number twice. */
export function addressBook(facts: CityFacts, rng: Random) {
  const used = new Set<string>();
  return (): string => {
    for (;;) {
      const street = rng.pick(facts.streets);
      const house = rng.int(1, 140);
      const suffix = rng.chance(0.15) ? `, стр. ${rng.int(1, 5)}` : rng.chance(0.1) ? 'А' : '';
      const line = `${street}, ${house}${suffix}`;
      if (used.has(line)) continue;
      used.add(line);
      return facts.metro.length > 0 ? `${line}, м. ${rng.pick(facts.metro)}` : line;
    }
  };
}

export function placesOf(city: City): Insertable<Database['places']>[] {
  const rng = random(`places:${city.alias}`);
  const facts = CITY_FACTS[city.alias]!;
  const nextAddress = addressBook(facts, rng);
  const pictures = picturePicker(`places:${city.alias}`);
  const perCategory = city.alias === 'moscow' || city.alias === 'saint-petersburg' ? 4 : 2;
  return PLACE_CATEGORIES.flatMap((category) => {
    const names =
      category.slug === 'tourist'
        ? shuffle([...new Set([...facts.landmarks, ...facts.parks])], rng)
        : shuffle(NAMES[category.slug], rng);
    return names.slice(0, perCategory).map((title, index) => {
      const [open, close] = HOURS[category.slug];
      const dayOff = category.slug === 'museum' || category.slug === 'gallery' ? 1 : 0;
      const about = rng.pick(ABOUT[category.slug]);
      const district = rng.pick(facts.districts);
      const name = category.slug === 'tourist' ? capitalized(title) : title;
      return {
        slug: `${city.alias}-${slugify(name)}`,
        cityId: city.id,
        category: category.slug,
        title: name,
        description:
          `${about} ${name} — ${category.singular.toLowerCase()} ${inCityPhrase(city)}, ${district}.` +
          (category.slug === 'tourist'
            ? ` Рядом — ${rng.pick(facts.parks.filter((park) => park !== title))}.`
            : ''),
        address: nextAddress(),
        ...placeLocation(
          city.alias,
          category.slug === 'tourist' ? { sight: title } : { district },
          rng.next(),
          rng.next(),
        ),
        hours: JSON.stringify(
          [1, 2, 3, 4, 5, 6, 7].map((day) =>
            day === dayOff ? { day, open: null, close: null } : { day, open, close },
          ),
        ),
        phone: `+7 (${rng.int(300, 999)}) ${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(10, 99)}`,
        website: null,
        images: JSON.stringify(pictures.gallery(SCENES_BY_PLACE[category.slug]).map((path) => ({ path }))),
        isSecret: category.slug === 'place' && index === 1,
      };
    });
  });
}
