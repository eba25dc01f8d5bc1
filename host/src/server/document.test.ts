/** @jest-environment node */
import type { RuntimeConfig } from '@kaver/shared-contracts';
import { computeHead } from '../features/page-head/compute-head';
import { headFor } from '../features/page-head/model';
import {
  escapeHtml,
  headHtml,
  pageKindOf,
  preloadHtml,
  remoteScriptsHtml,
  splitTemplate,
  stateHtml,
} from './document';

const config = { siteUrl: 'https://kaver.ru', environment: 'production' as const };
const runtimeConfig = { ...config, brand: 'Kaver' } as RuntimeConfig;
const site = { siteName: 'Kaver', kind: 'website' as const };

describe('the server-rendered document', () => {
  it('writes the head of SPEC.md 2.4, escaped, with the JSON-LD as a data block', () => {
    const head = computeHead(
      {
        title: 'Концерт «Сплин» & друзья',
        description: 'Сегодня в 19:00 <без опозданий>',
        image: '/media/events/1.webp',
        page: 2,
        jsonLd: { '@type': 'Event', name: '</script><script>alert(1)</script>' },
      },
      { pathname: '/moscow/events', config },
    );
    const html = headHtml(head, site);
    expect(html).toContain('<title>Концерт «Сплин» &amp; друзья, страница 2</title>');
    expect(html).toContain('<meta name="description" content="Сегодня в 19:00 &lt;без опозданий&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://kaver.ru/moscow/events?page=2" />');
    expect(html).toContain('<meta property="og:image" content="https://kaver.ru/media/events/1.webp" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('<script type="application/ld+json" data-kaver-jsonld="">');
    // Text in the data can never close the element.
    expect(html).not.toContain('</script><script>');
  });

  it("leaves out what a page does not have, and shows the site's picture for a page without one", () => {
    const html = headHtml(computeHead({ title: 'О проекте' }, { pathname: '/about', config }), site);
    expect(html).not.toContain('ld+json');
    expect(html).toContain('<meta property="og:image" content="https://kaver.ru/og-image.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('says what the page is to Open Graph: an article of the journal or a website, of the brand, in Russian', () => {
    const head = computeHead({ title: 'Статья' }, { pathname: '/blog/kuda-poyti', config });
    const article = headHtml(head, { siteName: 'Kaver & Co', kind: 'article' });
    expect(article).toContain('<meta property="og:type" content="article" />');
    expect(article).toContain('<meta property="og:site_name" content="Kaver &amp; Co" />');
    expect(article).toContain('<meta property="og:locale" content="ru_RU" />');
    expect(headHtml(head, site)).toContain('<meta property="og:type" content="website" />');

    expect(pageKindOf(['blog-article'], false)).toBe('article');
    expect(pageKindOf(['blog-city-weekend'], false)).toBe('article');
    expect(pageKindOf(['guide'], false)).toBe('article');
    for (const route of ['home', 'blog', 'city-blog', 'city-event', 'city-place', 'document'] as const)
      expect(pageKindOf([route], false)).toBe('website');
    // An unknown article is an error page.
    expect(pageKindOf(['blog-article'], true)).toBe('website');
  });

  it('gives an error page no address of its own: no canonical, no og:url, and noindex', () => {
    const error = { statusCode: 404, message: 'Page Not Found: /no/such' };
    const head = headFor({ meta: null, error, pathname: '/no/such', config: runtimeConfig });
    const html = headHtml(head, site);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('https://kaver.ru/no/such');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<title>Ошибка</title>');
  });

  it('asks for the LCP image first, with its srcset, then carries the stylesheets inline, linking one without text', () => {
    const html = preloadHtml({
      lcpImage: { src: '/a-640.webp', srcSet: '/a-640.webp 640w, /a-1280.webp 1280w', sizes: '100vw' },
      stylesheets: [
        { href: '/host.css', css: '.a{color:red}' },
        { href: 'http://localhost:3001/static/css/1.css', css: null },
      ],
    });
    const lines = html.split('\n').map((line) => line.trim());
    expect(lines[0]).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/a-640.webp" imagesrcset="/a-640.webp 640w, /a-1280.webp 1280w" imagesizes="100vw" />',
    );
    expect(lines[1]).toBe('<style data-href="/host.css">.a{color:red}</style>');
    expect(lines[2]).toBe('<link rel="stylesheet" href="http://localhost:3001/static/css/1.css" />');
    expect(lines).toHaveLength(3);
  });

  it('lets no stylesheet text close its element', () => {
    const html = preloadHtml({
      lcpImage: null,
      stylesheets: [{ href: '/x.css', css: '.a::after{content:"</style><script>alert(1)</script>"}' }],
    });
    expect(html).not.toContain('</style><script>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('content:"<\\/style><script>');
  });

  it('splits the template around the page, reading no "$" pattern in the page as replacement syntax', () => {
    const template = splitTemplate(
      '<head><!--kaver-head--><!--kaver-preload--></head><div id="root"><!--kaver-app--></div><!--kaver-state-->',
    );
    const html =
      template.before({ head: "<title>$& и $'</title>", preload: '' }) +
      '<p>страница</p>' +
      template.after({
        state: stateHtml({
          state: { a: '</script>' },
          router: { loaderData: {}, errors: null },
          remotes: {},
        }),
        scripts: '',
      });
    expect(html).toContain('<title>$& и $\'</title></head><div id="root"><p>страница</p></div>');
    expect(html).toContain('<script type="application/json" id="kaver-page">');
    expect(html).toContain('"\\u003c/script>"');
  });

  it("names the page's remote scripts after the host's, deferred, each once", () => {
    const template = splitTemplate(
      '<body><div id="root"><!--kaver-app--></div><!--kaver-state--><script defer="defer" src="/static/js/main.js"></script></body>',
    );
    const html = template.after({
      state: '',
      scripts: remoteScriptsHtml([
        'http://localhost:3001/remoteEntry.js',
        'http://localhost:3001/static/js/4978.js',
        'http://localhost:3001/remoteEntry.js',
      ]),
    });
    expect(html).toBe(
      '</div><script defer="defer" src="/static/js/main.js"></script>' +
        '<script defer src="http://localhost:3001/remoteEntry.js"></script>' +
        '<script defer src="http://localhost:3001/static/js/4978.js"></script></body>',
    );
  });

  it('escapes every character that matters in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
