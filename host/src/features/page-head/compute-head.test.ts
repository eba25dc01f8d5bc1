import { computeHead } from './compute-head';

const production = { siteUrl: 'https://kaver.ru/', environment: 'production' as const };

describe('computeHead', () => {
  it('builds the canonical from the site origin and the path', () => {
    const head = computeHead({ title: 'Афиша Москвы' }, { pathname: '/moscow', config: production });
    expect(head.canonical).toBe('https://kaver.ru/moscow');
    expect(head.title).toBe('Афиша Москвы');
    expect(head.robots).toBe('index, follow');
  });

  it("adds ?page=N and ', страница N' for a page number above 1", () => {
    const head = computeHead(
      { title: 'События', page: 3 },
      { pathname: '/moscow/events', config: production },
    );
    expect(head.canonical).toBe('https://kaver.ru/moscow/events?page=3');
    expect(head.title).toBe('События, страница 3');
    const first = computeHead(
      { title: 'События', page: 1 },
      { pathname: '/moscow/events', config: production },
    );
    expect(first.canonical).toBe('https://kaver.ru/moscow/events');
    expect(first.title).toBe('События');
  });

  it('joins the page number to a canonical that already has a query', () => {
    const head = computeHead(
      { title: 'Бары', page: 2, canonicalPath: '/moscow/places?category=bar' },
      { pathname: '/moscow/places', config: production },
    );
    expect(head.canonical).toBe('https://kaver.ru/moscow/places?category=bar&page=2');
  });

  it('never lets a non-production site be indexed', () => {
    const head = computeHead(
      { title: 'x', robots: 'index, follow' },
      { pathname: '/', config: { siteUrl: 'http://localhost:3000', environment: 'development' } },
    );
    expect(head.robots).toBe('noindex, nofollow');
  });

  it('makes images absolute and escapes JSON-LD', () => {
    const head = computeHead(
      { title: 'x', image: '/media/a.svg', jsonLd: { name: '</script><b>' } },
      { pathname: '/', config: production },
    );
    expect(head.image).toBe('https://kaver.ru/media/a.svg');
    expect(head.jsonLd).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });

  it("gives a page without a picture of its own the site's preview picture (SPEC.md 2.4: every page has an image)", () => {
    expect(computeHead({ title: 'О проекте' }, { pathname: '/about', config: production }).image).toBe(
      'https://kaver.ru/og-image.jpg',
    );
  });

  it('writes the non-breaking hyphens of «Ростов‑на‑Дону» as plain ones in the title, description and JSON-LD', () => {
    const head = computeHead(
      {
        title: 'Афиша в Ростове\u2011на\u2011Дону',
        description: 'События в Ростове\u2011на\u2011Дону',
        jsonLd: { '@type': 'ItemList', name: 'Ростов\u2011на\u2011Дону' },
      },
      { pathname: '/rostov-na-donu', config: production },
    );
    expect(head.title).toBe('Афиша в Ростове-на-Дону');
    expect(head.description).toBe('События в Ростове-на-Дону');
    expect(head.jsonLd).toBe('{"@type":"ItemList","name":"Ростов-на-Дону"}');
  });
});
