import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The top of a public content page on white: an eyebrow, the page's h1, then the caller's lead text.
 * `ruled` closes it with a line and some room, for pages whose body starts in a grid of its own.
 */
export function PageIntro({
  eyebrow,
  title,
  ruled = true,
  children,
}: {
  eyebrow: string;
  title: string;
  ruled?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={cn(ruled && 'border-b border-line', 'bg-white')}>
      <div className={cn('mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8 lg:pt-16', ruled && 'pb-10')}>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950 sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
