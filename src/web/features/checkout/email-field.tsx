import { ORDER_EMAIL_MESSAGES } from '../../../shared/order';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

/** The receipt's address; once refused, the rule's message stands where the hint was. */
export function EmailField({
  value,
  onChange,
  invalid,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled?: boolean;
}) {
  return (
    <Field
      id="checkout-email"
      label="Email Address"
      required
      description={invalid ? undefined : 'Your receipt and order confirmation go to this address.'}
      error={invalid ? ORDER_EMAIL_MESSAGES.description : undefined}
    >
      {(control) => (
        <Input
          {...control}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
