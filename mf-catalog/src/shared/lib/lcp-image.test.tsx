import { render } from '@testing-library/react';
import { CardMedia } from '../../entities/card-media';
import { IMAGE_SIZES, lcpImage } from './lcp-image';

const PICTURE = 'https://api.kaver.example/media/v1/stage-7/960x640.jpg';

describe('lcpImage', () => {
  test('names the very renditions and sizes the first card’s <picture> chooses from', () => {
    const { container } = render(<CardMedia src={PICTURE} priority />);
    const source = container.querySelector('picture > source[type="image/avif"]')!;
    const img = container.querySelector('picture > img')!;
    expect(lcpImage(PICTURE, IMAGE_SIZES.card)).toEqual({
      src: img.getAttribute('src'),
      srcSet: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
  });

  test('a picture that is not the API’s is preloaded by its URL alone, as the <img> shows it', () => {
    expect(lcpImage('/static/cover.svg', IMAGE_SIZES.galleryCover)).toEqual({ src: '/static/cover.svg' });
  });
});
