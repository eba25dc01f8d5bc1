// Blog articles and guides of every city, the weekend article and the themed articles the listings link to.
// An article is composed from its topic (article-topics.ts): a lead, an introduction, sections with headings,
// paragraphs chosen per city and lists that link to that city's events and places, and a practical ending.
// Open cities get every topic; cities not open yet get a few, as they would before a launch.
import { isOpenCity, THEMED_ARTICLE_SLUGS } from '@kaver/shared-contracts/data';
import type { City } from '@kaver/shared-contracts/domain';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { ARTICLE_TOPICS, GUIDE_TOPICS, type Topic, type TopicContext } from './article-topics';
import { CITY_FACTS } from './city-facts';
import { picturePicker } from './pictures';
import { capitalized, type Random, random, shuffle } from './random';

type ArticleRow = Insertable<Database['articles']>;

export interface LinkableEvent {
  id: number;
  slug: string;
  title: string;
  typeSlugs: string[];
  where: string;
  price: string;
  /** One sentence about it. */
  about: string;
}

export interface LinkablePlace {
  slug: string;
  title: string;
  category: string;
  address: string;
  description: string;
}

export interface SeededArticle {
  row: ArticleRow;
  /** Ids of the events the article links to. */
  eventIds: number[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const INTROS: ((c: TopicContext) => string)[] = [
  (c) =>
    `${c.nom} меняется быстро: открываются новые площадки, старые залы обновляют программу, и за всем не уследить. Мы следим за афишей каждый день и собрали здесь то, что стоит вашего времени.`,
  (c) =>
    `В этой подборке — проверенные места и события, о которых говорят ${c.inCity} прямо сейчас. Что-то из этого закончится уже через неделю, так что не откладывайте.`,
  (c) =>
    `Этот текст мы обновляем по мере того, как меняется афиша ${c.gen}. Всё, что ниже, можно сохранить в избранное и вернуться к нему перед выходными.`,
  () =>
    'Мы выбрали события и места, которые нравятся нам самим: без рекламы, без обязательной программы и с честными ценами.',
  (c) =>
    `Город большой, и у каждого района свой характер: ${c.facts.districts.slice(0, 3).join(', ')}. Подсказываем, куда ехать за тем, чего вам хочется сегодня.`,
];

const ENDINGS: ((c: TopicContext) => string)[] = [
  (c) =>
    c.facts.metro.length > 0
      ? `Почти всё из списка — в нескольких минутах от метро: удобнее всего выходить на станциях «${c.facts.metro[0]}», «${c.facts.metro[1]}» и «${c.facts.metro[2]}».`
      : `Большинство адресов — в центре, и между ними удобно ходить пешком; ${c.facts.walk} — хороший ориентир.`,
  (c) =>
    `Если остались силы, загляните туда, где гуляют местные: ${c.facts.walk}. А проголодавшимся советуем ${c.facts.dish}.`,
  () => 'Билеты на популярные события заканчиваются заранее: лучше купить их за несколько дней.',
  (c) => `Планы меняются — следите за афишей ${c.gen}, мы добавляем новые события каждый день.`,
];

/** Second paragraphs any section may take: practical remarks in the city's terms. */
const ASIDES: ((c: TopicContext) => string)[] = [
  () => 'Цены указаны за самый доступный билет; в выходные и на премьеры они обычно выше.',
  (c) =>
    `Если едете из другого района — ${c.pick(c.facts.districts)}, например, — заложите на дорогу не меньше получаса: в час пик город стоит.`,
  () => 'Многие площадки продают билеты только онлайн, а на входе сканируют QR-код с телефона.',
  (c) => `Не забудьте про погоду: ${c.inCity} она меняется быстро, а очередь в гардероб бывает длинной.`,
  () => 'Мы выбирали по отзывам зрителей и собственным впечатлениям, а не по рекламным бюджетам.',
  (c) =>
    `Местные советуют приходить пораньше и заглянуть в кафе по соседству — ${c.facts.dish} там обычно не хуже, чем в ресторанах.`,
  () => 'Список обновляется: прошедшие события мы убираем, новые добавляем, как только открывается продажа.',
  (c) =>
    `Многие из этих мест работают допоздна, так что вечер можно закончить прогулкой: ${c.facts.walk} рядом.`,
  () => 'Если событие понравилось, посмотрите похожие — на странице каждого мы подбираем ещё несколько.',
  (c) => `Выходные ${c.inCity} расписаны заранее: на популярное лучше решиться до четверга.`,
];

/** The opening of the extra section that short topics get: the nearest events of any kind. */
const MORE: ((c: TopicContext) => string)[] = [
  (c) => `Если ничего из этого не подошло, вот что ещё происходит ${c.inCity} в ближайшие дни.`,
  () => 'Не хочется строго по теме? Вот ближайшие события, на которые ещё есть билеты.',
  (c) => `Афиша ${c.gen} не ограничивается одной темой — загляните и сюда.`,
];

/** A paragraph about the city itself, after the introduction. */
const CITY_NOTES: ((c: TopicContext) => string)[] = [
  (c) =>
    `${c.nom} — город, который лучше всего узнавать пешком. Центр компактный: ${c.facts.walk}, ${c.facts.landmarks[0]} и ${c.facts.landmarks[1]} — всё это можно обойти за день, а вечером выбрать, куда пойти, из списка ниже.`,
  (c) =>
    `Если вы здесь впервые, начните с главного: ${c.facts.landmarks.slice(0, 3).join(', ')}. Местные же чаще проводят выходные в парках — ${c.facts.parks.slice(0, 2).join(' и ')} — и у воды: ${c.facts.river} в хорошую погоду собирает на набережной полгорода.`,
  (c) =>
    `У каждого района ${c.gen} своя афиша: ${c.facts.districts[0]} славится барами и клубами, ${c.facts.districts[1]} — тихими улицами и маленькими галереями. Мы собрали события из разных частей города.`,
  (c) =>
    `${c.InCity} хорошо в любое время года: летом жизнь переезжает на набережные и в парки, зимой — в музеи, театры и кафе, где подают ${c.facts.dish}.`,
  (c) =>
    c.facts.metro.length > 0
      ? `Добираться по городу удобнее всего на метро: почти все адреса из подборки — в десяти минутах ходьбы от станций, чаще всего «${c.facts.metro[0]}» и «${c.facts.metro[1]}».`
      : `Метро здесь нет, зато центр небольшой: почти все адреса из подборки находятся в пешей доступности друг от друга, а вечером выручает такси.`,
];

const TIPS = [
  'Сохраняйте события в избранное, чтобы не потерять.',
  'Проверяйте время начала: некоторые события переносят в последний момент.',
  'Хотите пойти не одни? Посмотрите, кто ещё собирается на событие, — в разделе знакомств.',
  'Со студенческим и Пушкинской картой многие билеты дешевле.',
];

function context(city: City, rng: Random): TopicContext {
  const { nominative, dative } = city.options.titleDeclensions;
  const facts = CITY_FACTS[city.alias]!;
  const inCity = inCityPhrase(city);
  return {
    nom: nominative,
    gen: facts.genitive,
    dat: dative,
    inCity,
    InCity: capitalized(inCity),
    facts,
    pick: (items) => rng.pick(items),
  };
}

function eventList(city: City, events: LinkableEvent[], linked: Set<number>): string {
  return `<ul>${events
    .map((event) => {
      linked.add(event.id);
      return `<li><a href="/${city.alias}/events/${event.slug}">${escapeHtml(event.title)}</a> — ${escapeHtml(event.where)}, ${escapeHtml(event.price.toLowerCase())}. ${escapeHtml(event.about)}</li>`;
    })
    .join('')}</ul>`;
}

function placeList(city: City, places: LinkablePlace[]): string {
  return `<ul>${places
    .map(
      (place) =>
        `<li><a href="/${city.alias}/places/${place.slug}">${escapeHtml(place.title)}</a> — ${escapeHtml(place.address)}. ${escapeHtml(place.description.split('. ')[0]!.replace(/\.$/, ''))}.</li>`,
    )
    .join('')}</ul>`;
}

function compose(
  topic: Topic,
  city: City,
  rng: Random,
  events: LinkableEvent[],
  places: LinkablePlace[],
): { title: string; lead: string; body: string; eventIds: number[] } {
  const c = context(city, rng);
  const linked = new Set<number>();
  const asides = shuffle(ASIDES, rng);
  const parts = [
    `<p>${escapeHtml(rng.pick(INTROS)(c))}</p>`,
    `<p>${escapeHtml(rng.pick(CITY_NOTES)(c))}</p>`,
  ];
  for (const section of topic.sections) {
    const heading = typeof section.heading === 'string' ? section.heading : section.heading(c);
    parts.push(`<h2>${escapeHtml(heading)}</h2>`, `<p>${escapeHtml(rng.pick(section.paragraphs)(c))}</p>`);
    const aside = asides.pop();
    if (aside) parts.push(`<p>${escapeHtml(aside(c))}</p>`);
    if (section.events) {
      const matching = events.filter((event) =>
        event.typeSlugs.some((slug) => section.events!.includes(slug)),
      );
      const chosen = matching.filter((event) => !linked.has(event.id)).slice(0, 4);
      if (chosen.length > 0) parts.push(eventList(city, chosen, linked));
    }
    if (section.places) {
      const chosen = places.filter((place) => section.places!.includes(place.category as never)).slice(0, 4);
      if (chosen.length > 0) parts.push(placeList(city, chosen));
    }
  }
  if (topic.sections.length < 3) {
    const more = events.filter((event) => !linked.has(event.id)).slice(0, 3);
    parts.push('<h2>Ещё идеи</h2>', `<p>${escapeHtml(rng.pick(MORE)(c))}</p>`);
    if (more.length > 0) parts.push(eventList(city, more, linked));
  }
  parts.push('<h2>Напоследок</h2>', `<p>${escapeHtml(rng.pick(ENDINGS)(c))}</p>`);
  parts.push(`<blockquote>${escapeHtml(rng.pick(TIPS))}</blockquote>`);
  return { title: topic.title(c), lead: topic.lead(c), body: parts.join(''), eventIds: [...linked] };
}

function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(2, Math.round(words / 160));
}

/** The topics a city gets: all of them once it is open, the weekend article and a few others before. */
function topicsFor(city: City): Topic[] {
  if (isOpenCity(city)) return [...ARTICLE_TOPICS, ...GUIDE_TOPICS];
  return [...ARTICLE_TOPICS.slice(0, 4), ...GUIDE_TOPICS.slice(0, 2)];
}

export function articlesOf(
  city: City,
  now: Date,
  events: LinkableEvent[],
  places: LinkablePlace[],
): SeededArticle[] {
  const rng = random(`articles:${city.alias}`);
  const covers = picturePicker(`articles:${city.alias}`);
  const rows: SeededArticle[] = topicsFor(city).map((topic) => {
    const { title, lead, body, eventIds } = compose(topic, city, rng, events, places);
    return {
      eventIds: topic.slug === 'weekend' ? [] : eventIds,
      row: {
        slug: `${city.alias}-${topic.slug}`,
        kind: topic.kind,
        cityId: city.id,
        title,
        lead,
        body,
        cover: covers.take(topic.cover),
        tags: JSON.stringify(topic.tags),
        readingMinutes: readingMinutes(body),
        publishedAt: new Date(now.getTime() - topic.daysAgo * 86_400_000),
      },
    };
  });
  for (const [listing, byCity] of Object.entries(THEMED_ARTICLE_SLUGS)) {
    const slugs = (byCity as Record<string, readonly string[]>)[city.alias] ?? [];
    slugs.forEach((slug, index) => {
      const topic = themedTopic(listing, index);
      const { lead, body, eventIds } = compose(topic, city, rng, events, places);
      rows.push({
        eventIds,
        row: {
          slug,
          kind: 'article',
          cityId: city.id,
          title: topic.title(context(city, rng)),
          lead,
          body,
          cover: covers.take(topic.cover),
          tags: JSON.stringify([listing]),
          readingMinutes: readingMinutes(body),
          publishedAt: new Date(now.getTime() - (12 + index) * 86_400_000),
        },
      });
    });
  }
  return rows;
}

function themedTopic(listing: string, index: number): Topic {
  const titles: Record<string, ((c: TopicContext) => string)[]> = {
    halloween: [
      (c) => `Куда сходить на Хеллоуин ${c.inCity}`,
      (c) => `Хеллоуин-вечеринки ${c.gen}`,
      (c) => `Страшные квесты ${c.gen}`,
    ],
    valentine: [
      (c) => `Куда сходить на свидание ${c.inCity}`,
      (c) => `Романтические места ${c.gen}`,
      (c) => `Романтические ужины ${c.inCity}`,
    ],
    'new-year': [
      (c) => `Новогодние ярмарки ${c.gen}`,
      (c) => `Куда сходить на новогодних каникулах ${c.inCity}`,
      (c) => `Где встретить Новый год ${c.inCity}`,
    ],
  };
  const list = titles[listing] ?? [(c: TopicContext) => `Праздник ${c.inCity}`];
  return {
    slug: listing,
    kind: 'article',
    title: list[index % list.length]!,
    lead: () => 'Подборка событий и мест к празднику: вечеринки, спектакли, ужины и прогулки.',
    tags: [listing],
    cover: listing === 'valentine' ? 'food' : listing === 'halloween' ? 'club' : 'street',
    daysAgo: 12 + index,
    sections: [
      {
        heading: 'События',
        paragraphs: [
          () => 'Праздничные программы готовят заранее, и лучшие места разбирают за пару недель.',
          () => 'Выбрали события, которые подойдут и компании друзей, и паре.',
        ],
        events: ['holidays', 'parties', 'quests', 'immersive', 'concerts'],
      },
      {
        heading: 'Где отметить',
        paragraphs: [(c) => `Рестораны и бары ${c.gen}, где к празднику готовят особое меню.`],
        places: ['restaurant', 'bar'],
      },
    ],
  };
}

export function globalArticles(now: Date): ArticleRow[] {
  const covers = picturePicker('articles:global');
  const article = (
    slug: string,
    kind: 'article' | 'guide',
    title: string,
    lead: string,
    sections: [string, string][],
    daysAgo: number,
    tags: string[],
    cover: 'lecture' | 'museum' | 'club',
  ): ArticleRow => {
    const body = `<p>${lead}</p>${sections.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`).join('')}`;
    return {
      slug,
      kind,
      cityId: null,
      title,
      lead,
      body,
      cover: covers.take(cover),
      tags: JSON.stringify(tags),
      readingMinutes: readingMinutes(body),
      publishedAt: new Date(now.getTime() - daysAgo * 86_400_000),
    };
  };
  return [
    article(
      'kak-vybrat-sobytie',
      'article',
      'Как выбрать, куда сходить',
      'Пять вопросов, которые помогут не ошибиться с планами на вечер.',
      [
        [
          'Чего хочется',
          'Шума или тишины, компании или одиночества, зрелища или разговора? Ответ сузит выбор вдвое.',
        ],
        [
          'Сколько времени',
          'Спектакль идёт три часа, выставку можно посмотреть за сорок минут, а фестиваль займёт весь день.',
        ],
        [
          'С кем',
          'Со стендапа с ребёнком лучше уйти, а на свидание не стоит идти на рейв — если вы не уверены в партнёре.',
        ],
        ['Бюджет', 'Бесплатных событий больше, чем кажется: лекции, выставки, фестивали под открытым небом.'],
        ['Что потом', 'Хороший вечер не заканчивается с последним аккордом: присмотрите кафе рядом заранее.'],
      ],
      2,
      ['советы'],
      'lecture',
    ),
    article(
      'pushkinskaya-karta',
      'guide',
      'Пушкинская карта: что это и как пользоваться',
      'Кому положена карта, на что её можно потратить и как купить билет.',
      [
        ['Кому положена', 'Пушкинскую карту может получить любой гражданин России от 14 до 22 лет.'],
        [
          'На что потратить',
          'Билеты в музеи, театры, филармонии и на концерты из реестра учреждений культуры.',
        ],
        [
          'Как купить билет',
          'Выберите событие с пометкой «Пушкинская карта» и оплатите картой на сайте площадки.',
        ],
      ],
      15,
      ['пушкинская карта'],
      'museum',
    ),
    article(
      'znakomstva-na-sobytiyakh',
      'article',
      'Знакомства на событиях: как начать разговор',
      'Концерт или выставка — лучший повод познакомиться. Рассказываем, как.',
      [
        ['Общий повод', 'Вы уже пришли на одно событие — значит, у вас есть общая тема.'],
        ['Вопрос вместо оценки', '«Вы уже были на их концерте?» работает лучше, чем «Отличная музыка».'],
        [
          'После события',
          'Предложите продолжить разговор за кофе: обсуждать увиденное проще, чем начинать с нуля.',
        ],
      ],
      6,
      ['знакомства'],
      'club',
    ),
  ];
}
