import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './button';

/**
 * What a section shows when its data could not be loaded: the reason, announced as an alert, and a
 * "Try again" button (plus any other way out the page offers, e.g. a link back).
 */
export function LoadFailed({
  message,
  onRetry,
  size,
  children,
}: {
  message: string;
  onRetry: () => void;
  size?: ButtonSize;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size={size} onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
        {children}
      </div>
    </div>
  );
}
