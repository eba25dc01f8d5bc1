import { render } from '@testing-library/react';
import { CardMedia } from '../../entities/card-media';
import { HorizontalList } from '../ui/horizontal-list';
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

  test('a card in a sideways row is drawn at most 280 px wide, and its preload says so', () => {
    const { container } = render(
      <HorizontalList title="Сегодня">
        <CardMedia src={PICTURE} priority />
      </HorizontalList>,
    );
    const source = container.querySelector('picture > source[type="image/avif"]')!;
    expect(source.getAttribute('sizes')).toBe(IMAGE_SIZES.rowCard);
    expect(lcpImage(PICTURE, IMAGE_SIZES.rowCard)).toEqual({
      src: container.querySelector('picture > img')!.getAttribute('src'),
      srcSet: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    });
  });

  test('a picture that is not the API’s is preloaded by its URL alone, as the <img> shows it', () => {
    expect(lcpImage('/static/cover.svg', IMAGE_SIZES.galleryCover)).toEqual({ src: '/static/cover.svg' });
  });
});
