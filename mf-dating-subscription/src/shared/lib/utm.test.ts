import { paywallHref } from './utm';

const query = (href: string) => Object.fromEntries(new URL(href, 'https://kaver.test').searchParams);

describe('paywallHref', () => {
  it('leads to /subscription with the current path as the campaign', () => {
    const href = paywallHref({ pathname: '/moscow/events/jazz-night', search: '' }, 'dating-block');
    expect(href.startsWith('/subscription?')).toBe(true);
    expect(query(href)).toEqual({
      utm_source: 'kaver',
      utm_medium: 'paywall',
      utm_campaign: '/moscow/events/jazz-night',
      utm_content: 'dating-block',
    });
  });

  it('carries the campaign parameters of the current address over', () => {
    const href = paywallHref(
      { pathname: '/community', search: '?utm_source=vk&utm_medium=cpc&utm_campaign=spring&page=2' },
      'community',
    );
    expect(query(href)).toEqual({
      utm_source: 'vk',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'community',
    });
  });

  it('falls back to the root for an empty path and takes another target', () => {
    expect(query(paywallHref({ pathname: '', search: '' }, 'banner', '/community')).utm_campaign).toBe('/');
    expect(paywallHref({ pathname: '/', search: '' }, 'banner', '/community')).toMatch(/^\/community\?/);
  });
});
