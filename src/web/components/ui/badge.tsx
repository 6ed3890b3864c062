import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant =
  | 'default'
  | 'secondary'
  | 'outline'
  | 'accent'
  | 'success'
  | 'warning'
  | 'destructive';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-ink-800 text-white',
  secondary: 'bg-ink-50 text-ink-800',
  outline: 'border border-line-strong text-ink-800',
  accent: 'bg-accent-100 text-accent-800',
  success: 'bg-emerald-50 text-emerald-800',
  warning: 'bg-amber-50 text-amber-900',
  destructive: 'bg-red-50 text-red-800',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant };

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
