import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';
import { ComingSoon } from './coming-soon';

/**
 * A whole page whose one thing could not be loaded (the checkout's campaign, the confirmation's order): it
 * says so under the page's own label and offers to try again.
 */
export function PageLoadFailed({
  eyebrow,
  title,
  onRetry,
}: {
  eyebrow: string;
  title: string;
  onRetry: () => void;
}) {
  return (
    <ComingSoon
      icon={TriangleAlert}
      eyebrow={eyebrow}
      title={title}
      description="Please check your connection and try again."
      actions={
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
