import { useMemo } from 'react';
import { cn } from '../../../lib/cn';

/**
 * Template artwork is an uploaded file URL or stored SVG markup. Markup is shown through an <img> data URL:
 * an image context never runs scripts, so even unsanitised SVG cannot reach the page.
 */
export function artworkSrc(artwork: string): string {
  return artwork.trimStart().startsWith('<svg')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artwork)}`
    : artwork;
}

export function Artwork({ artwork, alt, className }: { artwork: string; alt: string; className?: string }) {
  // Seeded artwork is tens of kilobytes of markup: encode it once, not on every render of the list.
  const src = useMemo(() => artworkSrc(artwork), [artwork]);
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('block h-full w-full object-cover', className)}
    />
  );
}
