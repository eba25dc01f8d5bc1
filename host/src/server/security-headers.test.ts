/** @jest-environment node */
import type { RuntimeConfig } from '@kaver/shared-contracts';
import {
  contentSecurityPolicy,
  documentHeadersFor,
  documentSecurityHeaders,
  robotsWithSitemap,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

const config = {
  apiHost: 'https://api.kaver.ru',
  yookassa: { widgetUrl: 'https://yookassa.ru/checkout-widget/v1/checkout-widget.js' },
} as RuntimeConfig;

describe('security headers', () => {
  it('allows scripts from the site, the remotes and the flows, and no inline script', () => {
    const csp = contentSecurityPolicy(config, { mf_catalog: 'https://catalog.kaver.ru/mf-manifest.json' });
    const scripts = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scripts).toContain("'self'");
    expect(scripts).toContain('https://catalog.kaver.ru');
    expect(scripts).toContain('https://yookassa.ru');
    expect(scripts).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self' https://api.kaver.ru");
  });

  const directive = (csp: string, name: string) =>
    csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  const remotes = { mf_catalog: 'https://catalog.kaver.ru/mf-manifest.json' };

  it('lets forms submit to the site only', () => {
    expect(directive(contentSecurityPolicy(config, remotes), 'form-action')).toBe("form-action 'self'");
  });

  it('takes pictures from the site, the API and the remotes, never from any https: origin', () => {
    const images = directive(contentSecurityPolicy(config, remotes), 'img-src');
    expect(images).toContain('https://api.kaver.ru');
    expect(images).toContain('https://catalog.kaver.ru');
    expect(images.split(' ')).not.toContain('https:');
    expect(images).not.toContain('yandex');
  });

  it('allows third-party scripts only for what the config turns on', () => {
    const bare = directive(contentSecurityPolicy(config, remotes), 'script-src');
    for (const origin of [
      'mc.yandex.ru',
      'api-maps.yandex.ru',
      'yastatic.net',
      'apis.google.com',
      'telegram',
    ]) {
      expect(bare).not.toContain(origin);
    }
    const full = contentSecurityPolicy(
      {
        ...config,
        analytics: { counterId: '123' },
        maps: { apiKey: 'key' },
        firebase: { apiKey: 'k', authDomain: 'kaver.firebaseapp.com', projectId: 'kaver' },
        telegram: {
          botName: 'kaver_bot',
          botId: 1,
          widgetUrl: 'https://telegram.org/js/telegram-widget.js?22',
        },
      },
      remotes,
    );
    const scripts = directive(full, 'script-src');
    for (const origin of [
      'https://mc.yandex.ru',
      'https://api-maps.yandex.ru',
      'https://yastatic.net',
      'https://apis.google.com',
      'https://telegram.org',
    ]) {
      expect(scripts).toContain(origin);
    }
    expect(directive(full, 'img-src')).toContain('https://*.maps.yandex.net');
  });

  it('sends HSTS from production pages only', () => {
    expect(documentSecurityHeaders({ ...config, environment: 'production' }, remotes)).toMatchObject({
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    });
    expect(documentSecurityHeaders({ ...config, environment: 'development' }, remotes)).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });

  it('follows the remotes map the server uses now: a moved remote’s new origin, made once per map', () => {
    const headersOf = documentHeadersFor(config);
    const first = headersOf(remotes);
    expect(headersOf(remotes)).toBe(first);
    expect(first.Link).toContain('https://api.kaver.ru');
    const moved = headersOf({ mf_catalog: 'https://cdn.kaver.ru/catalog/mf-manifest.json' });
    const scripts = directive(moved['Content-Security-Policy'] ?? '', 'script-src');
    expect(scripts).toContain('https://cdn.kaver.ru');
    expect(scripts).not.toContain('https://catalog.kaver.ru');
  });

  it('adds the absolute Sitemap line to robots.txt once', () => {
    expect(robotsWithSitemap('User-agent: *\nAllow: /\n', 'https://kaver.ru/')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://kaver.ru/sitemap.xml\n',
    );
    expect(robotsWithSitemap('Sitemap: https://x/s.xml\n', 'https://kaver.ru')).toBe(
      'Sitemap: https://x/s.xml\n',
    );
  });
});
