import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** "Nothing here yet" in one line, in a dashed box where a short list would be. */
export function EmptyNote({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-2xl border border-dashed border-line bg-white p-5 text-sm text-muted">
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </p>
  );
}
