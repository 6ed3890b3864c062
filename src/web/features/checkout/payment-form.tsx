import type { FormEvent, ReactNode } from 'react';
import { EmailField } from './email-field';
import { PayButton } from './pay-button';
import { PaymentDeclined } from './payment-declined';
import type { useCheckoutSubmit } from './use-checkout-submit';

/**
 * What the checkout's card forms share, whichever provider takes the card: the receipt's e-mail first, then
 * the provider's card fields, the reason of a refused card, and Pay with the amount.
 */
export function PaymentForm({
  checkout,
  email,
  onEmailChange,
  amount,
  payDisabled,
  onSubmit,
  children,
}: {
  checkout: ReturnType<typeof useCheckoutSubmit>;
  email: string;
  onEmailChange: (email: string) => void;
  amount: string;
  /** The provider's fields are not ready yet. */
  payDisabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The card fields. */
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField
        value={email}
        onChange={onEmailChange}
        invalid={checkout.emailInvalid}
        disabled={checkout.busy}
      />
      {children}
      {checkout.phase.kind === 'declined' ? <PaymentDeclined message={checkout.phase.message} /> : null}
      <PayButton amount={amount} phase={checkout.phase} disabled={payDisabled} />
    </form>
  );
}
