import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './card';

/**
 * A card that says why there is nothing to show where a list or a page would be (no orders yet, not found):
 * an icon, a heading, what it means, and what to do next.
 */
export function MessageCard({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <Icon aria-hidden="true" className="size-10 text-accent-600" />
        <h2 className="text-xl font-semibold text-ink-950">{title}</h2>
        <p className="max-w-md text-sm text-muted">{children}</p>
        {action}
      </CardContent>
    </Card>
  );
}
