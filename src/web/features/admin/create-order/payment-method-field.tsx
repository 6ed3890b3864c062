import { CreditCard, Mail } from 'lucide-react';
import type { PaymentMethod } from '../../../../shared/statuses';
import { cn } from '../../../lib/cn';

const METHODS: ReadonlyArray<{ value: PaymentMethod; label: string; hint: string; icon: typeof Mail }> = [
  { value: 'invoice', label: 'Send invoice', hint: 'E-mail a payment link', icon: Mail },
  { value: 'card', label: 'Card payment now', hint: 'Pay at checkout', icon: CreditCard },
];

/** Invoice (the default) or immediate card payment, as native radios (arrow keys move between them). */
export function PaymentMethodField({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink-900">Payment method</legend>
      {METHODS.map(({ value: method, label, hint, icon: Icon }) => (
        <label
          key={method}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--qp-ring)]',
            value === method ? 'border-ink-700 ring-1 ring-ink-700' : 'border-line hover:border-ink-300',
          )}
        >
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="sr-only"
          />
          <span
            className={cn(
              'flex size-9 items-center justify-center rounded-lg',
              value === method ? 'bg-ink-800 text-white' : 'bg-sand text-ink-700',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span className="grid">
            <span className="text-sm font-semibold text-ink-950">{label}</span>
            <span className="text-xs text-muted">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
