import { CreditCard, FileText, Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { PaymentMethod } from '../../../../shared/statuses';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { noteCountOf, useOrderForm } from './order-form';
import { PaymentMethodField } from './payment-method-field';
import { PriceSummary } from './price-summary';

/** Payment method, the live price and the button that sends the order. */
export function OrderSidebar({
  method,
  onMethodChange,
  recipients,
  busy,
}: {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  recipients: number | null;
  busy: boolean;
}) {
  const { control } = useOrderForm();
  const [totalNotes, customTotal] = useWatch({ control, name: ['totalNotes', 'customTotal'] });
  const invoice = method === 'invoice';
  return (
    <div className="grid content-start gap-4 lg:sticky lg:top-4 lg:self-start">
      <PaymentMethodField value={method} onChange={onMethodChange} disabled={busy} />
      <PriceSummary
        noteCount={noteCountOf(totalNotes)}
        customTotal={customTotal === null || customTotal === undefined ? null : String(customTotal)}
        recipients={recipients}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? (
          <Spinner label={null} className="size-5" />
        ) : invoice ? (
          <Send aria-hidden="true" />
        ) : (
          <CreditCard aria-hidden="true" />
        )}
        {busy ? 'Creating order...' : invoice ? 'Send Invoice' : 'Create Campaign for Card Payment'}
      </Button>
      <p className="flex items-start gap-2 text-xs text-muted">
        <FileText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {invoice
          ? 'The customer gets an e-mail with a secure link to pay by card.'
          : 'A draft campaign is created; share the checkout link with the customer.'}
      </p>
    </div>
  );
}
