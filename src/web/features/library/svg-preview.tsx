import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';

const PLACEHOLDER = '/api/placeholder/280/200';

export function isSvgMarkup(preview: string): boolean {
  return /^\s*<svg[\s>]/i.test(preview);
}

/** True once the element has come within a screen of the viewport (and stays true). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

function InlineSvg({ markup, label }: { markup: string; label: string }) {
  const svg = useMemo(
    () => DOMPurify.sanitize(markup, { USE_PROFILES: { svg: true, svgFilters: true } }),
    [markup],
  );
  return (
    <div
      role="img"
      aria-label={label}
      className="size-full [&>svg]:block [&>svg]:size-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/**
 * A template preview: stored vector markup is drawn inline after DOMPurify strips scripts, handlers and
 * foreign content (templates are edited by staff and may come from anywhere); anything else is an image
 * URL that falls back to a neutral placeholder when it does not load. Artwork is parsed only when its
 * card nears the screen, so a long catalogue does not hold up the first paint on a phone.
 */
export function DesignPreview({ preview, label }: { preview: string; label: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [failed, setFailed] = useState(false);

  if (!isSvgMarkup(preview)) {
    return (
      <img
        src={failed ? PLACEHOLDER : preview}
        alt={label}
        width={280}
        height={200}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
    );
  }
  return (
    <div ref={ref} className="size-full">
      {near ? (
        <InlineSvg markup={preview} label={label} />
      ) : (
        <div role="img" aria-label={label} className="size-full" />
      )}
    </div>
  );
}
