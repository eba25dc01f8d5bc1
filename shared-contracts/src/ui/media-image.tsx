// One picture of an event, place, article, collection or profile: AVIF and WebP in every width the API renders,
// chosen by the browser from `sizes`, with width and height set so nothing shifts when it arrives. Lazy unless
// it is the page's largest paint (`priority`), which is fetched at once with high priority.
import { imageSources } from '../media/image-sources';

export interface MediaImageProps {
  src: string;
  alt: string;
  /** The rendered width per viewport, e.g. '(max-width: 600px) 100vw, 400px'. */
  sizes: string;
  className?: string;
  /** The page's LCP image: no lazy loading, fetchpriority high. */
  priority?: boolean;
  /** Intrinsic size for a URL that is not an API picture. */
  width?: number;
  height?: number;
  /** The picture failed to load (a fallback can take its place). */
  onError?: () => void;
}

export function MediaImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
  width,
  height,
  onError,
}: MediaImageProps) {
  const sources = imageSources(src);
  const loading = priority ? undefined : ('lazy' as const);
  const fetchPriority = priority ? ('high' as const) : undefined;
  // The largest paint is decoded with the frame that shows it; the others off the main thread.
  const decoding = priority ? undefined : ('async' as const);
  if (!sources) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        onError={onError}
      />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img
        className={className}
        src={sources.src}
        srcSet={sources.webp}
        sizes={sizes}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        onError={onError}
      />
    </picture>
  );
}
