import { cn } from '../../lib/cn';

function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  onDark = false,
}: {
  eyebrow: string;
  title: string;
  text: string;
  id: string;
  onDark?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={cn(
          'text-sm font-semibold tracking-wide uppercase',
          onDark ? 'text-accent-300' : 'text-accent-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          onDark ? 'text-white' : 'text-ink-950',
        )}
      >
        {title}
      </h2>
      <p
        className={cn(
          'mt-4 text-base leading-7 text-pretty sm:text-lg',
          onDark ? 'text-ink-100' : 'text-muted',
        )}
      >
        {text}
      </p>
    </div>
  );
}

/**
 * For sections below the fold: the browser skips their style, layout and paint until they near the
 * viewport, which keeps the first render of this long page short on slow phones.
 */
export const BELOW_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_56rem]';

/**
 * A below-the-fold landing section in the page's frame, opened by its eyebrow, title and text; the title
 * (`titleId`) names the section for screen readers. `anchor` is the section's id for in-page links.
 */
export function LandingSection({
  titleId,
  anchor,
  className,
  children,
  ...heading
}: {
  titleId: string;
  anchor?: string;
  eyebrow: string;
  title: string;
  text: string;
  onDark?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} id={anchor} className={cn(BELOW_FOLD, className)}>
      {/* The page-wide section frame: same width and rhythm everywhere. */}
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading id={titleId} {...heading} />
        {children}
      </div>
    </section>
  );
}
