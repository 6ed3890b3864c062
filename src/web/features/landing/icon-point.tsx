import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A landing list's point: its icon on a coloured tile beside a title and a line of text. */
export function IconPoint({
  icon: Icon,
  title,
  text,
  className,
  tileClassName,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  className?: string;
  /** The tile's size, corners and colours. */
  tileClassName: string;
}) {
  return (
    <li className={cn('flex gap-4', className)}>
      <span className={cn('flex shrink-0 items-center justify-center text-white', tileClassName)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-semibold text-ink-950">{title}</h3>
        <p className="mt-1 text-sm leading-6 text-muted">{text}</p>
      </div>
    </li>
  );
}
