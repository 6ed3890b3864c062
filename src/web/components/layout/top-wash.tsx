import { cn } from '../../lib/cn';

/**
 * The colour wash that fades out behind the top of a page; the page's frame is `relative` and its content
 * `relative` too, so the content paints over it. `className` gives its height and colour (`h-72 from-sand`).
 */
export function TopWash({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-x-0 top-0 bg-gradient-to-b to-transparent',
        className,
      )}
    />
  );
}
