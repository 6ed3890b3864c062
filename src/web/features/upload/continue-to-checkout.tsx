import { ArrowRight } from 'lucide-react';
import { Button, type ButtonSize } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';

/** Whether the order can go on to checkout and why not: decided once by the upload page for every place
 * that offers Continue. */
export interface CheckoutAction {
  canContinue: boolean;
  /** The campaign is being created. */
  pending: boolean;
  /** Why Continue is closed; null when it is open. */
  blocker: string | null;
  /** Some notes cannot be written: `blocker` names them, announced at once. */
  blocked: boolean;
  onContinue: () => void;
}

/** 'Continue to Checkout' with the reason it is closed under it (or `idleHint` while it is open). */
export function ContinueToCheckout({
  action,
  hintId,
  idleHint,
  size,
  className,
  hintClassName,
}: {
  action: CheckoutAction;
  hintId: string;
  idleHint?: string;
  size: ButtonSize;
  className?: string;
  hintClassName?: string;
}) {
  const hint = action.blocker ?? idleHint ?? null;
  return (
    <div className={className}>
      <Button
        size={size}
        className="w-full"
        disabled={!action.canContinue || action.pending}
        onClick={action.onContinue}
        aria-describedby={hint ? hintId : undefined}
      >
        {action.pending ? (
          <>
            <Spinner label={null} />
            Creating Campaign...
          </>
        ) : (
          <>
            Continue to Checkout
            <ArrowRight aria-hidden="true" />
          </>
        )}
      </Button>
      {hint ? (
        <p
          id={hintId}
          className={cn(
            'mt-2 text-center text-xs',
            action.blocked ? 'font-medium text-red-800' : 'text-muted',
            hintClassName,
          )}
          role={action.blocked ? 'alert' : undefined}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
