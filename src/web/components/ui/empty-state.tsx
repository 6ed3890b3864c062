import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Nothing here yet: an icon, what is missing, and what to do about it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-white/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-sand text-ink-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-ink-950">{title}</p>
      {description ? <p className="mt-1 max-w-sm text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
