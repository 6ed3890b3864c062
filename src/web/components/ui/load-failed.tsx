import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/**
 * The one state for data that could not be loaded, where it would have shown: the reason, announced as an
 * alert, and "Try again" (plus any other way out the page offers, e.g. a link back). `compact` for a small
 * place, such as a row's details or a card's body.
 */
export function LoadFailed({
  message,
  onRetry,
  compact = false,
  children,
}: {
  message: string;
  onRetry: () => void;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 text-center',
        compact ? 'gap-2 px-4 py-5' : 'gap-3 px-6 py-12',
      )}
    >
      <AlertTriangle aria-hidden="true" className={cn('text-red-700', compact ? 'size-5' : 'size-7')} />
      <p role="alert" className="max-w-md text-sm font-medium text-red-800">
        {message}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
        {children}
      </div>
    </div>
  );
}
