import type { TCampaign } from '../../../shared/campaign';
import { PageLoadFailed } from '../../components/layout/page-load-failed';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { OrderingPage } from '../../draft/ordering-header';
import { isNotFound } from '../../lib/api';
import { getPublicConfig } from '../../lib/public-config';
import { useMe } from '../account/account-api';
import { BookedRecipientsNotice } from './booked-recipients-notice';
import { useCampaign } from './checkout-api';
import { AlreadyPaid, CampaignExpired, CampaignNotFound, PaymentSetupRequired } from './checkout-states';
import { EditCampaignCard, editLinks } from './edit-campaign-card';
import { OrderSummary } from './order-summary';
import { PaymentCard } from './payment-card';
import { WhatHappensNext } from './what-happens-next';

/** /checkout/{campaignId}: what the customer is buying, what happens next, and the card payment. */
export function Checkout({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  return (
    <QueryState
      query={campaign}
      loading={
        <LoadingShell
          label="Loading your campaign"
          className="mx-auto max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10"
          rowClassName="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
          blocks={['h-10 w-56', ['h-96', 'h-96']]}
        />
      }
      renderError={(error) =>
        isNotFound(error) ? (
          <CampaignNotFound />
        ) : (
          <PageLoadFailed
            eyebrow="Checkout"
            title="We could not load your campaign"
            onRetry={() => void campaign.refetch()}
          />
        )
      }
    >
      {(c) => <CheckoutFor campaign={c} />}
    </QueryState>
  );
}

/** The loaded campaign: paid, expired, not payable on this site, or ready to pay. */
function CheckoutFor({ campaign: c }: { campaign: TCampaign }) {
  if (c.paid && c.orderId) return <AlreadyPaid campaign={c} />;
  if (c.status === 'cancelled') return <CampaignExpired campaign={c} />;
  const { paymentsMode, stripePublishableKey } = getPublicConfig();
  const paymentsReady =
    paymentsMode === 'test' || (paymentsMode === 'stripe' && stripePublishableKey !== null);
  if (!paymentsReady) return <PaymentSetupRequired campaign={c} />;
  return <CheckoutLayout campaign={c} stripeKey={stripePublishableKey} />;
}

/** The page's promise: a guest needs no account; a signed-in customer is told whose account they are in. */
function checkoutDescription(email: string | null | undefined): string {
  return email
    ? `Review your order, then pay securely by card. Signed in as ${email}.`
    : 'Review your order, then pay securely by card. No account needed.';
}

function CheckoutLayout({ campaign, stripeKey }: { campaign: TCampaign; stripeKey: string | null }) {
  const me = useMe();
  return (
    <OrderingPage
      back={
        campaign.editable
          ? { to: editLinks(campaign.id).contacts, label: 'Back to Contacts' }
          : { to: '/', label: 'Back to home' }
      }
      step={2}
      title="Checkout"
      description={checkoutDescription(me.data?.email)}
    >
      {/* Above everything, so it is read before paying on a phone too. */}
      <BookedRecipientsNotice campaign={campaign} />
      {/* On phones the payment follows the summary; on wide screens it stays beside both cards. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
        <OrderSummary campaign={campaign} />
        <div className="min-w-0 lg:sticky lg:top-[calc(var(--qp-header-h)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PaymentCard campaign={campaign} stripeKey={stripeKey} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {campaign.editable ? <EditCampaignCard campaignId={campaign.id} /> : null}
          <WhatHappensNext />
        </div>
      </div>
    </OrderingPage>
  );
}
