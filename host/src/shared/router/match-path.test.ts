import { compilePath, parseQuery } from './match-path';

describe('compilePath', () => {
  it('matches static paths, with or without a trailing slash', () => {
    const match = compilePath('/about');
    expect(match('/about')).toEqual({});
    expect(match('/about/')).toEqual({});
    expect(match('/about/x')).toBeNull();
    expect(match('/abouts')).toBeNull();
  });

  it('extracts parameters and decodes them', () => {
    const match = compilePath('/:city/events/:slug');
    expect(match('/moscow/events/jazz-night')).toEqual({ city: 'moscow', slug: 'jazz-night' });
    expect(match('/moscow/events/%D0%B4%D0%B6%D0%B0%D0%B7')).toEqual({ city: 'moscow', slug: 'джаз' });
    expect(match('/moscow/events')).toBeNull();
  });

  it('supports a parameter with a literal suffix in one segment', () => {
    const match = compilePath('/blog/:city-weekend');
    expect(match('/blog/saint-petersburg-weekend')).toEqual({ city: 'saint-petersburg' });
    expect(match('/blog/some-article')).toBeNull();
  });

  it('rejects malformed percent-encoding instead of throwing', () => {
    expect(compilePath('/:city')('/%E0%A4%A')).toBeNull();
  });

  it('treats the root path', () => {
    expect(compilePath('/')('/')).toEqual({});
    expect(compilePath('/')('/moscow')).toBeNull();
  });
});

describe('parseQuery', () => {
  it('reads a query string', () => {
    expect(parseQuery('?types=1,2&page=3')).toEqual({ types: '1,2', page: '3' });
    expect(parseQuery('')).toEqual({});
  });
});
