import { useState } from 'react';
import { cn } from '../../lib/cn';

/** Postcards are 7 × 5 in; the preview files are drawn at 700 × 500. */
const WIDTH = 700;
const HEIGHT = 500;

export interface TemplateImageProps {
  /** The artwork's URL (a stored catalogue file or an outside image). */
  src: string;
  alt: string;
  className?: string;
  /** Above the fold: load at once (and first, with `priority`); otherwise when it nears the screen. */
  eager?: boolean;
  priority?: boolean;
}

/**
 * Template artwork as an image. An SVG in an <img> cannot run script or reach the page, so no sanitiser is
 * needed here (uploads are cleaned once on the server). width/height reserve the 7:5 box before it loads; a
 * preview that fails to load shows the neutral placeholder (public-site.md §8).
 */
export function TemplateImage({ src, alt, className, eager = false, priority = false }: TemplateImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      src={broken ? '/api/placeholder/560/400' : src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('block h-full w-full object-cover', className)}
    />
  );
}
