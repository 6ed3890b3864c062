import { CreditCard, ExternalLink, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { AnchorButton, Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { formatMoney } from '../ui/format';
import type { ManualOrderResult } from './submit-manual-order';

/** What the admin needs after creating an order: the checkout link to pass on (card) or the invoice summary. */
export function OrderCreatedPanel({
  result,
  email,
  onDismiss,
}: {
  result: ManualOrderResult;
  email: string;
  onDismiss: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  const link = useRef<HTMLInputElement>(null);
  // Move focus (and the view) to the result, so keyboard and screen-reader users land on the link.
  useEffect(() => {
    panel.current?.focus();
  }, []);
  const Icon = result.method === 'invoice' ? MailCheck : CreditCard;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="order-created-title"
      className="rounded-2xl outline-none focus-visible:outline-2 border border-emerald-200 bg-emerald-50/70 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-emerald-700 shadow-sm">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id="order-created-title" className="text-base font-semibold text-ink-950">
            {result.method === 'invoice'
              ? `Invoice sent — order ${result.reference}`
              : `Order ${result.reference} created — awaiting card payment`}
          </h3>
          <p className="text-sm text-ink-800">
            {result.method === 'invoice'
              ? `${email} received a payment link for ${formatMoney(result.totalAmount)}.`
              : `Send the customer to this checkout link to pay ${formatMoney(result.totalAmount)}.`}
          </p>
        </div>
      </div>
      <div className="mt-4 grid gap-2">
        <label htmlFor="checkout-link" className="text-sm font-medium text-ink-900">
          Checkout link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={link}
            id="checkout-link"
            readOnly
            value={result.checkoutUrl}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex gap-2">
            <CopyButton
              text={result.checkoutUrl}
              what="Checkout link"
              onBlocked={() => {
                link.current?.focus();
                link.current?.select();
              }}
            />
            <AnchorButton variant="outline" href={result.checkoutUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              Open
            </AnchorButton>
          </div>
        </div>
      </div>
      <Button variant="ghost" size="sm" className="mt-3" onClick={onDismiss}>
        Create another order
      </Button>
    </section>
  );
}
