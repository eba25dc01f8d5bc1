/** @jest-environment node */
import type { RuntimeConfig } from '@kaver/shared-contracts';
import { contentSecurityPolicy, robotsWithSitemap } from './security-headers';

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

  it('adds the absolute Sitemap line to robots.txt once', () => {
    expect(robotsWithSitemap('User-agent: *\nAllow: /\n', 'https://kaver.ru/')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://kaver.ru/sitemap.xml\n',
    );
    expect(robotsWithSitemap('Sitemap: https://x/s.xml\n', 'https://kaver.ru')).toBe(
      'Sitemap: https://x/s.xml\n',
    );
  });
});
