// Blog articles, guides, the per-city weekend article and the themed articles the listings link to.
import { THEMED_ARTICLE_SLUGS } from '@kaver/shared-contracts/src/data/themed-articles';
import type { City } from '@kaver/shared-contracts/src/domain/city';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';

type ArticleRow = Insertable<Database['articles']>;

function body(city: City | null, lead: string, sections: [string, string][]): string {
  const where = city ? ` в ${city.options.titleDeclensions.prepositional}` : '';
  return (
    `<p>${lead}</p>` +
    sections
      .map(([title, text]) => `<h2>${title}</h2><p>${text}${where ? ` Всё это — ${where.trim()}.` : ''}</p>`)
      .join('') +
    '<blockquote>Сохраняйте события в избранное, чтобы не потерять.</blockquote>'
  );
}

function article(
  slug: string,
  kind: 'article' | 'guide',
  city: City | null,
  title: string,
  lead: string,
  daysAgo: number,
  now: Date,
  tags: string[],
): ArticleRow {
  return {
    slug,
    kind,
    cityId: city?.id ?? null,
    title,
    lead,
    body: body(city, lead, [
      [
        'С чего начать',
        'Выберите пару событий на неделе и одно большое на выходные: так город открывается лучше всего.',
      ],
      [
        'Что взять с собой',
        'Удобную обувь, зарядку для телефона и хорошее настроение; билеты лучше купить заранее.',
      ],
      ['Куда потом', 'Рядом почти всегда найдётся кафе или бар, где можно обсудить увиденное.'],
    ]),
    cover: `articles/${slug}.svg`,
    tags: JSON.stringify(tags),
    readingMinutes: 3 + (slug.length % 6),
    publishedAt: new Date(now.getTime() - daysAgo * 86_400_000),
  };
}

export function articlesOf(city: City, now: Date): ArticleRow[] {
  const { prepositional } = city.options.titleDeclensions;
  const rows = [
    article(
      `${city.alias}-weekend`,
      'article',
      city,
      `Куда сходить на выходных в ${prepositional}`,
      `Главные события субботы и воскресенья в ${prepositional}: концерты, выставки, вечеринки и прогулки.`,
      1,
      now,
      ['выходные'],
    ),
    article(
      `${city.alias}-svidanie`,
      'article',
      city,
      `10 идей для свидания в ${prepositional}`,
      'Романтические места и события, которые точно запомнятся.',
      4,
      now,
      ['свидание'],
    ),
    article(
      `${city.alias}-besplatno`,
      'article',
      city,
      `Бесплатные события в ${prepositional}`,
      'Лекции, выставки и фестивали, на которые можно прийти без билета.',
      9,
      now,
      ['бесплатно'],
    ),
    article(
      `${city.alias}-gid-po-gorodu`,
      'guide',
      city,
      `Гид по ${city.options.titleDeclensions.dative}: за один день`,
      'Маршрут на день: музеи, прогулки, где поесть и куда пойти вечером.',
      20,
      now,
      ['гид'],
    ),
    article(
      `${city.alias}-bary`,
      'guide',
      city,
      `Лучшие бары в ${prepositional}`,
      'Коктейльные, пивные и винные бары, куда ходят местные.',
      30,
      now,
      ['бары', 'гид'],
    ),
  ];
  for (const [listing, byCity] of Object.entries(THEMED_ARTICLE_SLUGS)) {
    const slugs = (byCity as Record<string, readonly string[]>)[city.alias] ?? [];
    slugs.forEach((slug, index) => {
      rows.push(
        article(
          slug,
          'article',
          city,
          themedTitle(listing, prepositional, index),
          'Подборка событий и мест к празднику.',
          12 + index,
          now,
          [listing],
        ),
      );
    });
  }
  return rows;
}

function themedTitle(listing: string, prepositional: string, index: number): string {
  const titles: Record<string, string[]> = {
    halloween: [
      `Куда сходить на Хеллоуин в ${prepositional}`,
      `Хеллоуин-вечеринки в ${prepositional}`,
      `Страшные квесты в ${prepositional}`,
    ],
    valentine: [
      `Куда сходить на свидание в ${prepositional}`,
      `Романтические места в ${prepositional}`,
      `Романтические ужины в ${prepositional}`,
    ],
    'new-year': [
      `Новогодние ярмарки в ${prepositional}`,
      `Новогодние каникулы в ${prepositional}`,
      `Где встретить Новый год в ${prepositional}`,
    ],
  };
  const list = titles[listing] ?? [`Праздник в ${prepositional}`];
  return list[index % list.length]!;
}

export function globalArticles(now: Date): ArticleRow[] {
  return [
    article(
      'kak-vybrat-sobytie',
      'article',
      null,
      'Как выбрать, куда сходить',
      'Пять вопросов, которые помогут не ошибиться с планами на вечер.',
      2,
      now,
      ['советы'],
    ),
    article(
      'pushkinskaya-karta',
      'guide',
      null,
      'Пушкинская карта: что это и как пользоваться',
      'Кому положена карта, на что её можно потратить и как купить билет.',
      15,
      now,
      ['пушкинская карта'],
    ),
    article(
      'znakomstva-na-sobytiyakh',
      'article',
      null,
      'Знакомства на событиях: как начать разговор',
      'Концерт или выставка — лучший повод познакомиться. Рассказываем, как.',
      6,
      now,
      ['знакомства'],
    ),
  ];
}
