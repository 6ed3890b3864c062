import { type FormEvent, type ReactNode, useState } from 'react';
import { EmailField } from './email-field';
import { PayButton } from './pay-button';
import { PaymentDeclined } from './payment-declined';
import type { useCheckoutSubmit } from './use-checkout-submit';

/**
 * What the checkout's card forms share, whichever provider takes the card: the receipt's e-mail first, then
 * the provider's card fields, the reason of a refused card, and Pay with the amount. Pay goes through the
 * checkout's one submission path, which checks the e-mail (toast and all) before `check` and `confirm` run.
 */
export function PaymentForm({
  checkout,
  amount,
  payDisabled,
  confirm,
  check,
  children,
}: {
  checkout: ReturnType<typeof useCheckoutSubmit>;
  amount: string;
  /** The provider's fields are not ready yet. */
  payDisabled?: boolean;
  /** Takes the card with the receipt's address; resolves with the succeeded intent's id. */
  confirm: (receiptEmail: string) => Promise<string>;
  /** The card fields' own checks, after the e-mail's. */
  check?: () => Promise<boolean>;
  /** The card fields. */
  children: ReactNode;
}) {
  const [email, setEmail] = useState(checkout.defaultEmail);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!payDisabled) void checkout.submit(email, confirm, check);
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField
        value={email}
        onChange={setEmail}
        invalid={checkout.emailInvalid}
        disabled={checkout.busy}
      />
      {children}
      {checkout.phase.kind === 'declined' ? <PaymentDeclined message={checkout.phase.message} /> : null}
      <PayButton amount={amount} phase={checkout.phase} disabled={payDisabled} />
    </form>
  );
}
