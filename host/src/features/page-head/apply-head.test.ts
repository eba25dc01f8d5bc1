import { applyHead } from './apply-head';
import type { HeadState } from './compute-head';

const eventHead: HeadState = {
  title: 'Джазовый вечер — Москва | Kaver',
  description: 'Джазовый вечер в клубе «Гараж».',
  robots: 'index, follow',
  canonical: 'https://kaver.example/moscow/events/dzhazovyy-vecher-moscow-7',
  image: 'https://kaver.example/media/v1/club-5/960x640.jpg',
  jsonLd: '{"@type":"Event","name":"Джазовый вечер"}',
};

const meta = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[${key}]`)?.content;
const jsonLdScript = () => document.head.querySelector('script[data-kaver-jsonld]');

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyHead', () => {
  it('writes the title, the metas, the canonical link and the JSON-LD', () => {
    applyHead(eventHead);
    expect(document.title).toBe(eventHead.title);
    expect(meta('name="description"')).toBe(eventHead.description);
    expect(meta('name="robots"')).toBe('index, follow');
    expect(meta('property="og:image"')).toBe(eventHead.image);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      eventHead.canonical,
    );
    expect(jsonLdScript()?.textContent).toBe(eventHead.jsonLd);
  });

  it('leaves a head that already says the same untouched', () => {
    applyHead(eventHead);
    const script = jsonLdScript();
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    applyHead(eventHead);
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(jsonLdScript()).toBe(script);
  });

  it('replaces what changed and removes what the next page does not have', () => {
    applyHead(eventHead);
    applyHead({
      ...eventHead,
      title: 'Места Москвы | Kaver',
      robots: 'noindex, follow',
      image: 'https://kaver.ru/og-image.jpg',
      jsonLd: null,
    });
    expect(document.title).toBe('Места Москвы | Kaver');
    expect(meta('name="robots"')).toBe('noindex, follow');
    expect(meta('property="og:image"')).toBe('https://kaver.ru/og-image.jpg');
    expect(jsonLdScript()).toBeNull();
  });

  it('removes the canonical link and og:url for a page without an address (an error page), and puts them back', () => {
    applyHead(eventHead);
    applyHead({ ...eventHead, title: 'Ошибка', robots: 'noindex, nofollow', canonical: '' });
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(meta('name="robots"')).toBe('noindex, nofollow');

    applyHead(eventHead);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      eventHead.canonical,
    );
    expect(meta('property="og:url"')).toBe(eventHead.canonical);
  });
});
