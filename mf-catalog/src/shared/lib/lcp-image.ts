// The largest picture of a page's first screen, as its meta names it for the server's preload. The preload must
// choose the same file the page's <picture> (MediaImage) chooses, or the browser fetches two and waits for the
// second: so it carries the same sizes and the srcset of the picture's first <source>, the AVIF renditions every
// current browser takes. A picture that is not the API's (no renditions) is preloaded by its URL alone.
import type { PageMeta } from '@kaver/shared-contracts';
import { imageSources } from '@kaver/shared-contracts/ui';

/** How wide each kind of picture is drawn: shared by its MediaImage and the meta's lcpImage. */
export const IMAGE_SIZES = {
  /** A card fills a column: one on phones, two on tablets, up to 400 px in the desktop grid. */
  card: '(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 400px',
  /** A card in a sideways row (HorizontalList): min(280px, 78vw), so a phone takes the 640 px file. */
  rowCard: '(max-width: 359px) 78vw, 280px',
  /** The gallery cover at the top of an event or place page. */
  galleryCover: '(max-width: 800px) 100vw, 760px',
  /** An article's cover above its text. */
  articleCover: '(max-width: 1300px) 100vw, 1300px',
  /** A moodboard tile (4:3): two columns on phones, three on tablets, four from about 1000 px. */
  moodboardTile: '(max-width: 767px) 50vw, (max-width: 1000px) 33vw, 25vw',
  /**
   * A tall moodboard tile (3:4) in the same columns: it crops the middle of a 3:2 picture, so the file it needs is
   * twice as wide as the tile.
   */
  moodboardTallTile: '(max-width: 767px) 100vw, (max-width: 1000px) 66vw, 50vw',
} as const;

export type LcpImage = NonNullable<PageMeta['lcpImage']>;

export function lcpImage(src: string, sizes: string): LcpImage {
  const sources = imageSources(src);
  return sources ? { src: sources.src, srcSet: sources.avif, sizes } : { src };
}
