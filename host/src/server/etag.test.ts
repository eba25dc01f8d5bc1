import { weakEtag } from './etag';

describe('page ETag', () => {
  it('is weak, stable for the same parts and different when a part changes', () => {
    const tag = weakEtag(['<h1>Москва</h1>', '{"loaderData":{}}']);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag(['<h1>Москва</h1>', '{"loaderData":{}}'])).toBe(tag);
    expect(weakEtag(['<h1>Казань</h1>', '{"loaderData":{}}'])).not.toBe(tag);
    // Parts are kept apart: moving text from one part to the next is another page.
    expect(weakEtag(['ab', 'c'])).not.toBe(weakEtag(['a', 'bc']));
  });
});
