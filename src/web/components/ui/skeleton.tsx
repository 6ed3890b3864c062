import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-sand-dark/70', className)}
      {...props}
    />
  );
}
