import { CreditCard } from 'lucide-react';
import { useId } from 'react';
import { LinkButton } from '../../components/ui/button';

/** A new program needs the card kept on the account: what to do first, instead of a form that cannot save. */
export function SaveCardFirst() {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex max-w-xl flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-white p-6"
    >
      <CreditCard aria-hidden="true" className="size-8 text-muted" />
      <h2 id={id} className="text-lg font-semibold text-ink-950">
        Save a card first
      </h2>
      <p className="text-sm text-muted">
        A program writes and mails its notes on its own, so each day's notes are paid with the card kept on
        your account, without you being there. Pay an order while signed in and tick{' '}
        <span className="font-medium text-ink-900">Save this card for future orders</span>; then come back
        here.
      </p>
      <div className="flex flex-wrap gap-2">
        <LinkButton to="/account/card">Card on file</LinkButton>
        <LinkButton to="/design-library" variant="outline">
          Start an order
        </LinkButton>
      </div>
    </section>
  );
}
