import { ORDER_EMAIL_MESSAGES } from '../../../shared/order';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';

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
    <div className="flex flex-col gap-2">
      <Label htmlFor="checkout-email" required>
        Email Address
      </Label>
      <Input
        id="checkout-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@company.com"
        required
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby="checkout-email-hint"
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid ? (
        <FieldMessage id="checkout-email-hint">{ORDER_EMAIL_MESSAGES.description}</FieldMessage>
      ) : (
        <FieldMessage id="checkout-email-hint" tone="hint">
          Your receipt and order confirmation go to this address.
        </FieldMessage>
      )}
    </div>
  );
}
