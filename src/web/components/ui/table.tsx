import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A card-framed table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function TableFrame({ className, label, ...props }: HTMLAttributes<HTMLElement> & { label: string }) {
  // Keyboard users scroll it by tabbing through the row controls, which the browser scrolls into view.
  return (
    <section
      aria-label={label}
      className={cn(
        'relative overflow-x-auto rounded-2xl border border-line bg-white shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'bg-sand/50 px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle text-sm text-ink-900', className)} {...props} />;
}
