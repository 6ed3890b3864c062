import { Lock } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TCampaign } from '../../../shared/campaign';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { SectionCard } from '../../draft/ordering-header';
import { errorMessage } from '../../lib/api';
import { useMe } from '../account/account-api';
import { useAccountCard } from '../saved-card/card-api';
import { rememberSaveCard, usePaymentIntent } from './checkout-api';
import { PaymentReceivedNotice } from './payment-received-notice';
import { SaveCardOption } from './save-card-option';
import { type PayWith, PayWithSavedCard, SavedCardChoice } from './saved-card-choice';
import { TestCardForm } from './test-card-form';
import { PENDING_EMAIL_KEY, useCheckoutSubmit } from './use-checkout-submit';
import { useSavedCardPayment } from './use-saved-card-payment';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

const INIT_FAILED = 'Failed to initialize payment. Please try again.';

/** Payment Information: opens the payment intent, then the provider's card form and the e-mail field. */
export function PaymentCard({ campaign, stripeKey }: { campaign: TCampaign; stripeKey: string | null }) {
  const intent = usePaymentIntent(campaign.id, true);
  const submitter = useCheckoutSubmit(campaign);
  const signedIn = Boolean(useMe().data);
  const savedCard = useAccountCard(signedIn);
  const card = savedCard.data?.card ?? null;
  const [payWith, setPayWith] = useState<PayWith>('saved');
  const savedPayment = useSavedCardPayment(campaign);
  const paySaved = card !== null && payWith === 'saved';
  const [saveCard, setSaveCard] = useState(false);
  // A signed-in customer's box is sent with the payment, so the intent keeps the card only if ticked then.
  const checkout: typeof submitter = signedIn
    ? {
        ...submitter,
        submit: (email, confirm, check) =>
          submitter.submit(
            email,
            async (receiptEmail) => {
              await rememberSaveCard(campaign.id, saveCard);
              return confirm(receiptEmail);
            },
            check,
          ),
      }
    : submitter;
  const [lastFailure, setLastFailure] = useState<{ paymentIntentId: string; message: string } | null>(null);
  useReturnFromRedirect(checkout.finish);

  useEffect(() => {
    if (intent.isError) toast({ variant: 'destructive', title: 'Error', description: INIT_FAILED });
  }, [intent.isError]);

  const { phase } = checkout;
  useEffect(() => {
    if (phase.kind === 'orderFailed') setLastFailure(phase);
  }, [phase]);

  // Until the intent says which provider takes the card, the site's configuration does.
  const testMode = (intent.data?.provider ?? (stripeKey ? 'stripe' : 'test')) === 'test';
  let body: React.ReactNode;
  const showNotice = lastFailure !== null && (phase.kind === 'orderFailed' || phase.kind === 'placing');
  if (lastFailure && showNotice) {
    body = (
      <PaymentReceivedNotice
        paymentIntentId={lastFailure.paymentIntentId}
        message={lastFailure.message}
        retrying={phase.kind === 'placing'}
        onRetry={() => {
          if (phase.kind === 'orderFailed') void checkout.finish(phase.paymentIntentId, phase.email);
        }}
      />
    );
  } else if (intent.isPending || (signedIn && savedCard.isPending)) {
    body = <Initializing />;
  } else if (intent.isError) {
    body = (
      <LoadFailed
        compact
        message={`${INIT_FAILED} ${errorMessage(intent.error, '')}`.trim()}
        onRetry={() => void intent.refetch()}
      />
    );
  } else if (card && paySaved) {
    body = <PayWithSavedCard payment={savedPayment} card={card} amount={intent.data.amount} />;
  } else if (intent.data.provider === 'stripe' && stripeKey) {
    body = (
      <Suspense fallback={<Initializing />}>
        <StripePaymentForm
          publishableKey={stripeKey}
          campaignId={campaign.id}
          intent={intent.data}
          checkout={checkout}
        />
      </Suspense>
    );
  } else {
    body = <TestCardForm intent={intent.data} checkout={checkout} />;
  }
  // Signed in: the saved card comes first, and a new card may be kept.
  if (signedIn && intent.isSuccess && !showNotice) {
    const busy = checkout.busy || savedPayment.busy;
    body = (
      <div className="flex flex-col gap-5">
        {card ? <SavedCardChoice card={card} value={payWith} onChange={setPayWith} disabled={busy} /> : null}
        {paySaved ? null : <SaveCardOption checked={saveCard} onChange={setSaveCard} disabled={busy} />}
        {body}
      </div>
    );
  }

  return (
    <SectionCard
      labelledBy="payment-title"
      title="Payment Information"
      description="Pay by card. Your campaign goes into production once payment is confirmed."
    >
      {body}
      <p className="mt-5 flex items-center gap-2 text-xs text-subtle">
        <Lock aria-hidden="true" className="size-3.5" />
        {testMode
          ? 'This is a test payment: no card is charged. Use a test card, never a real one.'
          : 'Card details go straight to our payment provider; we never store them.'}
      </p>
    </SectionCard>
  );
}

function Initializing() {
  return (
    <div className="flex items-center gap-3 py-8 text-sm text-muted" role="status">
      <Spinner label={null} />
      Initializing payment...
    </div>
  );
}

/**
 * Some payment methods leave the page to authenticate and come back with `?payment_intent=…&
 * redirect_status=succeeded`: the order is then created with the e-mail typed before leaving.
 */
function useReturnFromRedirect(finish: (paymentIntentId: string, email: string) => Promise<void>) {
  const [params] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const paymentIntentId = params.get('payment_intent');
    const email = sessionStorage.getItem(PENDING_EMAIL_KEY);
    if (handled.current || params.get('redirect_status') !== 'succeeded' || !paymentIntentId || !email)
      return;
    handled.current = true;
    void finish(paymentIntentId, email);
  }, [params, finish]);
}
