import { sanitizeHtml } from './sanitize-html';
import { sanitizeOnServer } from './sanitize-html-server';

const DIRTY =
  '<h2>Что важно</h2><p onclick="alert(1)">Текст <strong>жирно</strong></p><script>alert(1)</script>' +
  '<a href="javascript:alert(1)">плохо</a><img src="x.svg" onerror="alert(1)"><iframe src="//evil"></iframe>' +
  '<p style="color:red">стиль</p>';
const LINKS =
  '<a href="https://example.org/x" target="_self">там</a><a href="/moscow" target="_blank" rel="opener">здесь</a>';

// The browser (DOMPurify, jsdom here) and the server (sanitize-html) apply one policy.
describe.each([
  ['in the browser', (html: string) => sanitizeHtml(html)],
  ['on the server', async (html: string) => sanitizeOnServer(html, window.location.origin)],
])('sanitizeHtml %s', (_, sanitize) => {
  test('keeps text markup and drops scripts, handlers, styles and javascript: links', async () => {
    const html = await sanitize(DIRTY);
    expect(html).toContain('<h2>Что важно</h2>');
    expect(html).toContain('<strong>жирно</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/);
    expect(html).toMatch(/<img src="x.svg" loading="lazy"/);
  });

  test('external links open in a new tab without an opener; our own links stay as they are', async () => {
    const html = await sanitize(LINKS);
    expect(html).toContain('href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).toContain('<a href="/moscow">здесь</a>');
  });
});
