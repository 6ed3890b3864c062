import { FlaskConical } from 'lucide-react';
import {
  formatCardNumber,
  formatExpiry,
  TEST_CARDS,
  type TPaymentIntentResponse,
} from '../../../shared/payments';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useContractForm } from '../../lib/use-contract-form';
import { confirmTestPayment } from './checkout-api';
import { PaymentForm } from './payment-form';
import { ZTestCardBoxesSchema } from './test-card-schema';
import type { useCheckoutSubmit } from './use-checkout-submit';

type CardBox = 'number' | 'expiry' | 'cvc';

/** The card's boxes; each keeps what is typed in the card's own layout ("4242 4242 …", "MM / YY", digits). */
const BOXES: Record<
  CardBox,
  {
    label: string;
    autoComplete: string;
    placeholder: string;
    maxLength?: number;
    format: (typed: string) => string;
  }
> = {
  number: {
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  expiry: { label: 'Expiry (MM / YY)', autoComplete: 'cc-exp', placeholder: 'MM / YY', format: formatExpiry },
  cvc: {
    label: 'CVC',
    autoComplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
    format: (typed) => typed.replace(/\D/g, ''),
  },
};

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
  const form = useContractForm(ZTestCardBoxesSchema, { defaultValues: { number: '', expiry: '', cvc: '' } });
  const { errors } = form.formState;
  const box = (name: CardBox) => {
    const { label, format, ...input } = BOXES[name];
    return (
      <Field id={`card-${name}`} label={label} error={errors[name]}>
        {(control) => (
          <Input
            {...control}
            {...input}
            inputMode="numeric"
            disabled={checkout.busy}
            className="font-mono"
            {...form.register(name, { onChange: (e) => form.setValue(name, format(e.target.value)) })}
          />
        )}
      </Field>
    );
  };

  async function confirm(receiptEmail: string): Promise<string> {
    const result = await confirmTestPayment({
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      // Checked by `check` below before this runs, so it parses.
      card: ZTestCardBoxesSchema.parse(form.getValues()),
      receiptEmail,
    });
    return result.paymentIntentId;
  }

  // Focus moves to the box at fault, which reads out its message (as handleSubmit would do).
  const check = () => form.trigger(undefined, { shouldFocus: true });

  function fillTestCard() {
    form.reset({
      number: formatCardNumber(TEST_CARDS.success),
      expiry: `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
      cvc: '123',
    });
  }

  return (
    <PaymentForm checkout={checkout} amount={intent.amount} confirm={confirm} check={check}>
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
        {box('number')}
        <div className="grid grid-cols-2 gap-3">
          {box('expiry')}
          {box('cvc')}
        </div>
      </fieldset>
    </PaymentForm>
  );
}
