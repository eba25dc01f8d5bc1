import { imageSources, mediaHeight, mediaPath, mediaWidths } from './image-sources';

const API = 'https://api.kaver.example';

describe('imageSources', () => {
  it('lists every width of a landscape picture in AVIF and WebP, with the URL’s own size', () => {
    const sources = imageSources(`${API}/media/v1/stage-7/960x640.jpg`);
    expect(sources).toEqual({
      src: `${API}/media/v1/stage-7/960x640.webp`,
      width: 960,
      height: 640,
      avif:
        `${API}/media/v1/stage-7/320x213.avif 320w, ${API}/media/v1/stage-7/640x427.avif 640w, ` +
        `${API}/media/v1/stage-7/960x640.avif 960w, ${API}/media/v1/stage-7/1280x853.avif 1280w`,
      webp:
        `${API}/media/v1/stage-7/320x213.webp 320w, ${API}/media/v1/stage-7/640x427.webp 640w, ` +
        `${API}/media/v1/stage-7/960x640.webp 960w, ${API}/media/v1/stage-7/1280x853.webp 1280w`,
    });
  });

  it('treats a square picture as a portrait with its own widths', () => {
    const sources = imageSources(`${API}/media/v1/portrait-3/320x320.jpg`);
    expect(sources?.width).toBe(320);
    expect(sources?.height).toBe(320);
    expect(sources?.webp).toBe(
      `${API}/media/v1/portrait-3/160x160.webp 160w, ${API}/media/v1/portrait-3/320x320.webp 320w, ${API}/media/v1/portrait-3/640x640.webp 640w`,
    );
  });

  it('answers null for any other URL, which is then shown as it is', () => {
    expect(imageSources('/static/banner.png')).toBeNull();
    expect(imageSources(`${API}/media/events/moscow-1-1.svg`)).toBeNull();
    expect(imageSources(`${API}/media/v1/stage-7/960x640.gif`)).toBeNull();
    expect(imageSources('')).toBeNull();
    expect(imageSources(undefined)).toBeNull();
  });

  it('writes paths the way it reads them', () => {
    expect(mediaPath('v1', 'park-2', 'landscape', 640, 'avif')).toBe('/media/v1/park-2/640x427.avif');
    for (const width of mediaWidths('landscape')) {
      const url = `${API}${mediaPath('v1', 'park-2', 'landscape', width, 'webp')}`;
      expect(imageSources(url)?.height).toBe(mediaHeight('landscape', width));
    }
  });
});
