import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { cardBrandName, cardExpiry, describeCard, type TSavedCard } from '../../../shared/saved-cards';
import { Button, LinkButton } from '../../components/ui/button';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { useAccountCard } from './card-api';
import { RemoveCardDialog } from './remove-card-dialog';

/** /account/card: the card kept on the account, with Remove; or how to keep one. */
export function CardOnFile() {
  const card = useAccountCard();
  return (
    <QueryState
      query={card}
      loading={<LoadingShell label="Loading your card" className="max-w-md" blocks={['h-28 w-full']} />}
      errorMessage="We could not load your card."
    >
      {(data) => (data.card ? <SavedCard saved={data.card} /> : <NoCard />)}
    </QueryState>
  );
}

/** How to keep a card: tick the box at checkout while signed in. */
function NoCard() {
  return (
    <section
      aria-labelledby="no-card-title"
      className="flex max-w-xl flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-white p-6"
    >
      <CreditCard aria-hidden="true" className="size-8 text-muted" />
      <h2 id="no-card-title" className="text-lg font-semibold text-ink-950">
        No card saved
      </h2>
      <p className="text-sm text-muted">
        At checkout, while signed in, tick{' '}
        <span className="font-medium text-ink-900">Save this card for future orders</span> when you pay. Your
        next order or reorder then takes one click, and recurring sends can be paid without you being there.
        The card itself stays with our payment provider; we keep only its brand, last four digits and expiry.
      </p>
      <LinkButton to="/design-library" variant="outline">
        Start an order
      </LinkButton>
    </section>
  );
}

/** The card kept on the account, with Remove. */
function SavedCard({ saved }: { saved: TSavedCard }) {
  const [removing, setRemoving] = useState(false);
  const name = describeCard(saved);
  return (
    <section
      aria-labelledby="card-title"
      className="flex max-w-xl flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-800 text-white">
          <CreditCard aria-hidden="true" className="size-6" />
        </span>
        <div className="grid">
          <h2 id="card-title" className="text-base font-semibold text-ink-950">
            <span className="sr-only">
              {cardBrandName(saved.brand)} ending in {saved.last4}
            </span>
            <span aria-hidden="true">{name}</span>
          </h2>
          <p className="text-sm text-muted">Expires {cardExpiry(saved)}</p>
          <p className="text-sm text-muted">Offered first at checkout while you are signed in.</p>
        </div>
      </div>
      <Button variant="outline" onClick={() => setRemoving(true)} className="self-start sm:self-center">
        Remove
      </Button>
      <RemoveCardDialog open={removing} cardName={name} onOpenChange={setRemoving} />
    </section>
  );
}
