import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './button';
import { Card, CardContent } from './card';

/**
 * What a section shows when its data could not be loaded: the reason, announced as an alert, and a
 * "Try again" button (plus any other way out the page offers, e.g. a link back). `card`: centred in a card,
 * where the list it stands for would have been.
 */
export function LoadFailed({
  message,
  onRetry,
  size,
  card = false,
  children,
}: {
  message: string;
  onRetry: () => void;
  size?: ButtonSize;
  card?: boolean;
  children?: ReactNode;
}) {
  const body = (
    <>
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
    </>
  );
  if (!card) return <div className="flex flex-col items-start gap-3">{body}</div>;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 text-center">{body}</CardContent>
    </Card>
  );
}
