import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  test('keeps text markup and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<h2>Что важно</h2><p onclick="alert(1)">Текст <strong>жирно</strong></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">плохо</a><img src="x.svg" onerror="alert(1)"><iframe src="//evil"></iframe>',
    );
    expect(html).toContain('<h2>Что важно</h2>');
    expect(html).toContain('<strong>жирно</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(html).toContain('loading="lazy"');
  });

  test('external links open in a new tab without an opener', () => {
    const html = sanitizeHtml('<a href="https://example.org/x">там</a><a href="/moscow">здесь</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('<a href="/moscow">здесь</a>');
  });
});
