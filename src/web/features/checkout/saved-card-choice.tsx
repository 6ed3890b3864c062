import { CreditCard, Lock } from 'lucide-react';
import { formatDecimalUSD } from '../../../shared/order';
import { cardExpiry, describeCard, type TSavedCard } from '../../../shared/saved-cards';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { PaymentDeclined } from './payment-declined';
import type { useSavedCardPayment } from './use-saved-card-payment';

export type PayWith = 'saved' | 'new';

/**
 * A signed-in customer with a card on file chooses it (first, and chosen) or another card, as native radios
 * (arrow keys move between them). The card form itself is the caller's, shown for "another card".
 */
export function SavedCardChoice({
  card,
  value,
  onChange,
  disabled,
}: {
  card: TSavedCard;
  value: PayWith;
  onChange: (value: PayWith) => void;
  disabled?: boolean;
}) {
  const options: ReadonlyArray<{ value: PayWith; label: string; hint: string }> = [
    {
      value: 'saved',
      label: `Pay with ${describeCard(card)}`,
      hint: `Saved card, expires ${cardExpiry(card)}`,
    },
    { value: 'new', label: 'Use another card', hint: 'Enter the card details' },
  ];
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink-900">How would you like to pay?</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--qp-ring)]',
            value === option.value
              ? 'border-ink-700 ring-1 ring-ink-700'
              : 'border-line hover:border-ink-300',
          )}
        >
          <input
            type="radio"
            name="pay-with"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-lg',
              value === option.value ? 'bg-ink-800 text-white' : 'bg-sand text-ink-700',
            )}
          >
            <CreditCard aria-hidden="true" className="size-4" />
          </span>
          <span className="grid min-w-0">
            <span className="text-sm font-semibold text-ink-950">{option.label}</span>
            <span className="text-xs text-muted">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The charge of the kept card: one button, the bank's refusal kept on the page like the card form's. */
export function PayWithSavedCard({
  payment,
  card,
  amount,
}: {
  payment: ReturnType<typeof useSavedCardPayment>;
  card: TSavedCard;
  amount: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Your receipt and order confirmation go to your account's e-mail address.
      </p>
      {payment.phase.kind === 'declined' ? <PaymentDeclined message={payment.phase.message} /> : null}
      <Button
        variant="accent"
        size="lg"
        className="w-full"
        disabled={payment.busy}
        onClick={() => void payment.pay()}
      >
        {payment.busy ? <Spinner label={null} /> : <Lock aria-hidden="true" />}
        {payment.busy
          ? 'Processing payment...'
          : `Pay ${formatDecimalUSD(amount)} with ${describeCard(card)}`}
      </Button>
    </div>
  );
}
