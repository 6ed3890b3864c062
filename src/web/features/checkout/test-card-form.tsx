import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  cardProblem,
  formatCardNumber,
  formatExpiry,
  normalizeCardNumber,
  parseExpiry,
  TEST_CARDS,
  type TPaymentIntentResponse,
} from '../../../shared/payments';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { confirmTestPayment } from './checkout-api';
import { EmailField } from './email-field';
import { PayButton } from './pay-button';
import { PaymentDeclined } from './payment-declined';
import type { useCheckoutSubmit } from './use-checkout-submit';

/**
 * The built-in test provider's card form (no Stripe keys configured). It behaves like Stripe's test cards
 * and says plainly that nothing is charged.
 */
export function TestCardForm({
  intent,
  checkout,
}: {
  intent: TPaymentIntentResponse;
  checkout: ReturnType<typeof useCheckoutSubmit>;
}) {
  const [email, setEmail] = useState(checkout.defaultEmail);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);

  const card = () => {
    const exp = parseExpiry(expiry);
    return { number: normalizeCardNumber(number), expMonth: exp?.month ?? 0, expYear: exp?.year ?? 0, cvc };
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void checkout.submit(
      email,
      async (receiptEmail) => {
        const result = await confirmTestPayment({
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: card(),
          receiptEmail,
        });
        return result.paymentIntentId;
      },
      () => {
        const problem = cardProblem(card());
        setCardError(problem);
        return problem === null;
      },
    );
  }

  function fillTestCard() {
    setNumber(formatCardNumber(TEST_CARDS.success));
    setExpiry(`12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
    setCvc('123');
    setCardError(null);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField
        value={email}
        onChange={setEmail}
        invalid={checkout.emailInvalid}
        disabled={checkout.busy}
      />

      <fieldset
        className="flex flex-col gap-4 rounded-xl border border-dashed border-accent-300 bg-accent-50/60 p-4"
        aria-describedby="test-mode-note"
      >
        <legend className="flex items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-800">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          Test mode — no real charge
        </legend>
        <p id="test-mode-note" className="text-sm text-muted">
          Card payments are in test mode: nothing is charged. Use{' '}
          <span className="font-mono text-ink-900">4242 4242 4242 4242</span>, any future date and any CVC.{' '}
          <Button variant="ghost" size="sm" className="h-auto px-0 py-0 underline" onClick={fillTestCard}>
            Fill in the test card
          </Button>
        </p>
        <div className="flex flex-col gap-2">
          <Label htmlFor="card-number">Card number</Label>
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            disabled={checkout.busy}
            aria-invalid={cardError !== null || undefined}
            aria-describedby={cardError ? 'card-error' : undefined}
            onChange={(e) => setNumber(formatCardNumber(e.target.value))}
            className="font-mono"
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor="card-expiry">Expiry (MM / YY)</Label>
            <Input
              id="card-expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={expiry}
              disabled={checkout.busy}
              onChange={(e) => setExpiry(formatExpiry(e.target.value))}
              className="font-mono"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="card-cvc">CVC</Label>
            <Input
              id="card-cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={cvc}
              disabled={checkout.busy}
              onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))}
              className="font-mono"
            />
          </div>
        </div>
        {cardError ? (
          <FieldMessage id="card-error" role="alert">
            {cardError}
          </FieldMessage>
        ) : null}
      </fieldset>

      {checkout.phase.kind === 'declined' ? <PaymentDeclined message={checkout.phase.message} /> : null}

      <PayButton amount={intent.amount} phase={checkout.phase} />
    </form>
  );
}
