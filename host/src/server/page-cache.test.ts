import { PageCache } from './page-cache';

const always = () => true;

describe('PageCache', () => {
  it('renders once for callers that arrive together and serves the answer until it expires', async () => {
    let time = 0;
    const cache = new PageCache<string>(10_000, 100, () => time);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return `page ${renders}`;
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('/moscow', render, always)));
    expect(answers).toEqual(['page 1', 'page 1', 'page 1']);
    time = 9_999;
    expect(await cache.get('/moscow', render, always)).toBe('page 1');
    time = 10_001;
    expect(await cache.get('/moscow', render, always)).toBe('page 2');
    expect(renders).toBe(2);
  });

  it('does not keep what `keep` refuses, nor a failed render', async () => {
    const cache = new PageCache<{ status: number }>(10_000);
    let renders = 0;
    const notFound = async () => {
      renders += 1;
      return { status: 500 };
    };
    await cache.get('/a', notFound, (answer) => answer.status === 200);
    await cache.get('/a', notFound, (answer) => answer.status === 200);
    expect(renders).toBe(2);
    await expect(cache.get('/b', () => Promise.reject(new Error('down')), always)).rejects.toThrow('down');
    expect(await cache.get('/b', async () => ({ status: 200 }), always)).toEqual({ status: 200 });
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new PageCache<string>(10_000, 2);
    for (const key of ['/1', '/2', '/3']) await cache.get(key, async () => key, always);
    expect(cache.size).toBe(2);
    let rendered = false;
    await cache.get(
      '/1',
      async () => {
        rendered = true;
        return '/1 again';
      },
      always,
    );
    expect(rendered).toBe(true);
  });

  it('is off with a time to live of 0', async () => {
    const cache = new PageCache<number>(0);
    let renders = 0;
    const render = async () => ++renders;
    await cache.get('/', render, always);
    await cache.get('/', render, always);
    expect(renders).toBe(2);
  });
});
