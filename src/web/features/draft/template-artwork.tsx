import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { cn } from '../../lib/cn';

/** The image shown when a template preview cannot be drawn (public-site.md §7, §8). */
const PLACEHOLDER = '/api/placeholder/560/400';

function isSvgMarkup(preview: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(preview);
}

/**
 * Template artwork: inline SVG markup when the preview is SVG text (sanitized with DOMPurify's SVG
 * profile, so stored markup can never run script), otherwise an image with a placeholder fallback.
 */
export function TemplateArtwork({
  preview,
  label,
  className,
}: {
  preview: string;
  label: string;
  className?: string;
}) {
  const svg = useMemo(
    () =>
      isSvgMarkup(preview)
        ? DOMPurify.sanitize(preview, { USE_PROFILES: { svg: true, svgFilters: true } })
        : null,
    [preview],
  );
  const [broken, setBroken] = useState(false);

  if (svg !== null) {
    return (
      <div
        role="img"
        aria-label={label}
        className={cn('[&>svg]:block [&>svg]:h-full [&>svg]:w-full', className)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify's SVG profile above
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }
  return (
    <img
      src={broken || !preview ? PLACEHOLDER : preview}
      alt={label}
      onError={() => setBroken(true)}
      className={cn('block h-full w-full object-cover', className)}
      loading="lazy"
      decoding="async"
    />
  );
}
