import type { TCampaign } from '../../../shared/campaign';
import {
  formatArrival,
  formatDecimalUSD,
  formatDeliveryDate,
  handwritingStyleLabel,
} from '../../../shared/order';
import { orderReference } from '../../../shared/order-reference';
import { FactList } from '../../components/ui/fact-list';
import { SectionCard } from '../../draft/ordering-header';
import { DesignThumbnail } from '../catalog/design-thumbnail';
import { ProofsDialog } from '../proofs/proofs-dialog';

export function OrderSummary({ campaign }: { campaign: TCampaign }) {
  const rows: [string, string][] = [
    ['Campaign', campaign.name],
    ['Handwriting style', handwritingStyleLabel(campaign.handwritingStyle)],
    ['Stationery', 'Postcard, 7 × 5 in'],
    ['Number of notes', campaign.totalNotes.toLocaleString('en-US')],
    ['Price per note', formatDecimalUSD(campaign.pricePerNote)],
    ['Delivery date', formatDeliveryDate(campaign.deliveryDate) ?? 'As soon as possible'],
  ];
  const arrival = formatArrival(campaign.deliveryDate);
  if (arrival) rows.push(['Arrival', arrival]);
  return (
    <SectionCard
      labelledBy="order-summary-title"
      title="Order Summary"
      description={`Order ${orderReference(campaign.number)}`}
    >
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DesignThumbnail campaign={campaign} />
        <FactList facts={rows} />
      </div>
      <div className="mt-5 flex items-baseline justify-between gap-4 rounded-xl bg-sand px-4 py-3">
        <span className="font-semibold text-ink-950">Total</span>
        <span className="text-2xl font-bold tracking-tight text-ink-950" data-testid="checkout-total">
          {formatDecimalUSD(campaign.totalAmount)}
        </span>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">See every recipient's note exactly as the pen will write it.</p>
        <ProofsDialog campaignId={campaign.id} />
      </div>
    </SectionCard>
  );
}
