import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** An accent-tinted band named by its heading (`titleId`): stacked on a phone, its parts in a row from sm up. */
export function AccentBanner({
  titleId,
  className,
  children,
}: {
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:flex-row sm:items-center',
        className,
      )}
    >
      {children}
    </section>
  );
}
