import { ArrowLeft, CircleCheckBig, CreditCard, Hourglass, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TCampaign } from '../../../shared/campaign';
import { formatDecimalUSD } from '../../../shared/order';
import { ComingSoon } from '../../components/layout/coming-soon';
import { Button, LinkButton } from '../../components/ui/button';
import { forgetPaidDraft } from '../../draft/forget-paid-draft';
import { getPublicConfig } from '../../lib/public-config';

/** Nothing to pay here: back home, or a fresh start in the builder. */
function StartOverActions() {
  return (
    <>
      <LinkButton to="/" variant="outline">
        Back to home
      </LinkButton>
      <LinkButton to="/campaign-builder">Start a new campaign</LinkButton>
    </>
  );
}

export function CampaignNotFound() {
  return (
    <ComingSoon
      icon={SearchX}
      eyebrow="Checkout"
      title="Campaign not found"
      description="We could not find this campaign. Check the link, or start a new campaign to continue."
      actions={<StartOverActions />}
    />
  );
}

/** Payments are off on this server (PAYMENTS=disabled, or Stripe keys incomplete): say so, take nothing. */
export function PaymentSetupRequired({ campaign }: { campaign: TCampaign }) {
  const navigate = useNavigate();
  const { salesEmail } = getPublicConfig();
  return (
    <ComingSoon
      icon={CreditCard}
      eyebrow="Checkout"
      title="Payment Setup Required"
      description={
        <>
          Card payments are not set up on this site yet, so no payment can be taken. Your campaign is saved:
          write to{' '}
          <a href={`mailto:${salesEmail}`} className="font-medium text-ink-900 underline">
            {salesEmail}
          </a>{' '}
          to complete your order.
          <span className="mt-6 grid gap-2 rounded-xl border border-line bg-white p-4 text-left text-sm shadow-card sm:grid-cols-2">
            <span>
              <span className="block text-muted">Campaign ID</span>
              <span className="font-mono text-ink-950 break-all">{campaign.id}</span>
            </span>
            <span>
              <span className="block text-muted">Total</span>
              <span className="text-lg font-semibold text-ink-950">
                {formatDecimalUSD(campaign.totalAmount)}
              </span>
            </span>
          </span>
        </>
      }
      actions={
        <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      }
    />
  );
}

export function AlreadyPaid({ campaign }: { campaign: TCampaign }) {
  // Paid in another tab or by the webhook: this tab's draft of it has nothing left to fix.
  useEffect(() => {
    void forgetPaidDraft(campaign.id);
  }, [campaign.id]);
  return (
    <ComingSoon
      icon={CircleCheckBig}
      eyebrow="Already paid"
      title="This campaign is already paid"
      description={`“${campaign.name}” has been paid for, so there is nothing more to pay. Your order confirmation has every detail.`}
      actions={
        <>
          <LinkButton to={`/order-confirmed/${campaign.orderId}`}>View your order confirmation</LinkButton>
          <LinkButton to="/campaign-builder" variant="outline">
            Create Another Campaign
          </LinkButton>
        </>
      }
    />
  );
}

/** Left unpaid for 30 days: the server expired it and removed its files. */
export function CampaignExpired({ campaign }: { campaign: TCampaign }) {
  return (
    <ComingSoon
      icon={Hourglass}
      eyebrow="Checkout"
      title="This campaign has expired"
      description={`“${campaign.name}” was not paid within 30 days, so we removed its files. Nothing was charged. Start a new campaign to send your notes.`}
      actions={<StartOverActions />}
    />
  );
}
