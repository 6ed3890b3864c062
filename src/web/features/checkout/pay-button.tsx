import { Lock } from 'lucide-react';
import { formatDecimalUSD } from '../../../shared/order';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { CheckoutPhase } from './use-checkout-submit';

export function PayButton({
  amount,
  phase,
  disabled,
}: {
  amount: string;
  phase: CheckoutPhase;
  disabled?: boolean;
}) {
  const label =
    phase.kind === 'paying'
      ? 'Processing payment...'
      : phase.kind === 'placing'
        ? 'Confirming order...'
        : null;
  return (
    <Button type="submit" variant="accent" size="lg" className="w-full" disabled={disabled || label !== null}>
      {label ? <Spinner label={null} /> : <Lock aria-hidden="true" />}
      {label ?? `Pay ${formatDecimalUSD(amount)}`}
    </Button>
  );
}
