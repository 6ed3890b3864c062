import type { TCampaign } from '../../../shared/campaign';
import {
  formatArrival,
  formatDecimalUSD,
  formatDeliveryDate,
  handwritingStyleLabel,
} from '../../../shared/order';
import { orderReference } from '../../../shared/order-reference';
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
        <dl className="flex flex-col divide-y divide-line text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-4 py-2 first:pt-0">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 text-right font-medium break-words text-ink-950">{value}</dd>
            </div>
          ))}
        </dl>
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
