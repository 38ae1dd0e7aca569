// A picture the pipeline made: AVIF and WebP at several widths for the browser to pick from, with its
// width and height so the page keeps its place while it loads; below the first screen, loaded when near.
import type { Picture as PictureData } from '../generator/site/index.ts';

interface PictureProps {
  picture: PictureData;
  alt: string;
  /** The site's folder ("/" or "/shop/"), which the addresses are under. */
  base: string;
  className?: string;
  /** The picture that paints first (the hero): fetched at once, before other pictures. */
  priority?: boolean;
}

export function Picture({ picture, alt, base, className, priority = false }: PictureProps) {
  const at = (address: string) => (address.startsWith('/') ? `${base}${address.slice(1)}` : address);
  const srcSet = (srcset: string) => srcset.split(', ').map(at).join(', ');
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSet(source.srcset)} sizes={picture.sizes} />
      ))}
      <img
        className={className}
        src={at(picture.src)}
        width={picture.width}
        height={picture.height}
        alt={alt}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}
