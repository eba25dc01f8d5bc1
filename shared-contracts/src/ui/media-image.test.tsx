import { render } from '@testing-library/react';
import { MediaImage } from './media-image';

const URL = 'https://api.kaver.example/media/v1/club-4/960x640.jpg';

describe('MediaImage', () => {
  it('offers AVIF and WebP in every width, sized to avoid layout shift and lazy by default', () => {
    const { container } = render(<MediaImage src={URL} alt="" sizes="400px" className="pic" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toContain('club-4/1280x853.avif 1280w');
    expect(source?.getAttribute('sizes')).toBe('400px');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('https://api.kaver.example/media/v1/club-4/960x640.webp');
    expect(img.getAttribute('srcset')).toContain('club-4/320x213.webp 320w');
    expect(img.getAttribute('sizes')).toBe('400px');
    expect(img.getAttribute('width')).toBe('960');
    expect(img.getAttribute('height')).toBe('640');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.className).toBe('pic');
  });

  it('loads the page’s largest picture at once with high priority', () => {
    const { container } = render(<MediaImage src={URL} alt="Джаз" sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('Джаз');
  });

  it('shows any other URL as a plain picture with the given size', () => {
    const { container } = render(
      <MediaImage src="/static/banner.png" alt="" sizes="100vw" width={640} height={260} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/static/banner.png');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
