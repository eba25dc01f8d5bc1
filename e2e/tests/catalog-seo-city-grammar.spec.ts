import { expect, test } from '@playwright/test';

/**
 * «во Владивостоке», not «в Владивостоке»: the catalog's texts of a city take «во» before в or ф and a consonant
 * (the contracts' inCityPhrase), and «в» before everything else («в Волгограде»). The catalog takes the rule from
 * the host's contracts: this needs a host built with them.
 */

const plainText = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

/** The page's title, description and h1 and h2 headings: the texts the catalog writes of a city. */
function headTexts(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const headings = [...html.matchAll(/<h[12][^>]*>([\s\S]*?)<\/h[12]>/g)].map((match) => match[1]!);
  return [title, description, ...headings].map(plainText);
}

test.describe('catalog: a city after its preposition', () => {
  test('Vladivostok’s pages say «во Владивостоке», never «в Владивостоке», in their heads and headings', async ({
    request,
  }) => {
    const cityCookie = { cookie: 'city=vladivostok' };
    const pages: [string, string, Record<string, string>?][] = [
      ['/vladivostok', 'Куда сходить во Владивостоке'],
      ['/vladivostok/events', 'Афиша во Владивостоке'],
      ['/vladivostok/places', 'Места во Владивостоке'],
      // Pages without a city in their address are the city cookie's.
      ['/', 'во Владивостоке', cityCookie],
      ['/moodboard', 'во Владивостоке', cityCookie],
      ['/playground', 'во Владивостоке', cityCookie],
    ];
    for (const [path, expected, headers] of pages) {
      const html = await (await request.get(path, { headers })).text();
      const texts = headTexts(html);
      if (path === '/playground')
        texts.push(plainText(/<p[^>]*>Три вопроса[\s\S]*?<\/p>/.exec(html)?.[0] ?? ''));
      expect(texts.join('\n'), path).toContain(expected);
      for (const text of texts) expect(text, path).not.toMatch(/(?<![а-яё])в Владивостоке/);
    }
  });

  test('Volgograd and Voronezh keep «в»: a vowel follows their В', async ({ request }) => {
    const pages: [string, string][] = [
      ['/volgograd', 'Куда сходить в Волгограде'],
      ['/voronezh/events', 'Афиша в Воронеже'],
    ];
    for (const [path, heading] of pages) {
      expect(headTexts(await (await request.get(path)).text()), path).toContain(heading);
    }
  });
});
