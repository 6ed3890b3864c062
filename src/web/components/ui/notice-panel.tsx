import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  warning: { box: 'border-amber-200 bg-amber-50', text: 'text-amber-900', count: 'bg-amber-100' },
  error: { box: 'border-red-200 bg-red-50', text: 'text-red-900', count: 'bg-red-100' },
} as const;

/**
 * A headed section that warns (amber) or reports errors (red) beside a form: an icon, a title that names the
 * section (`titleId`), an optional count, then the caller's text. `size="sm"` sits inside a form (an h3);
 * `padding` replaces the default p-5.
 */
export function NoticePanel({
  titleId,
  icon: Icon,
  title,
  count,
  tone = 'warning',
  size = 'md',
  padding = 'p-5',
  children,
}: {
  titleId: string;
  icon: LucideIcon;
  title: string;
  count?: number;
  tone?: keyof typeof TONES;
  size?: 'md' | 'sm';
  padding?: string;
  children: ReactNode;
}) {
  const colors = TONES[tone];
  const Heading = size === 'sm' ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={titleId}
      className={cn('border', colors.box, size === 'sm' ? 'rounded-xl p-4' : cn('rounded-2xl', padding))}
    >
      <Heading
        id={titleId}
        className={cn(
          'flex items-center gap-2 font-semibold',
          size === 'sm' ? 'text-sm' : 'text-base',
          colors.text,
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {title}
        {count === undefined ? null : (
          <span className={cn('rounded-full px-2 py-0.5 text-xs', colors.count)}>
            {count.toLocaleString('en-US')}
          </span>
        )}
      </Heading>
      {children}
    </section>
  );
}
