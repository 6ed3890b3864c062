import type { V1Arrival, V1Campaign } from '../../../shared/v1-campaigns';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { naturalnessOf, styleOf } from '../note-check/note-check';
import { shownOrderIdsOf } from '../orders/owned-orders';
import { v1ArrivalsOf } from './v1-arrival';

/** Campaign rows as /v1 shows them, each with its arrival (v1-arrival.ts). */
export async function v1Campaigns(db: DbOrTx, rows: readonly CampaignRow[]): Promise<V1Campaign[]> {
  const [arrivals, orderIds] = await Promise.all([
    v1ArrivalsOf(db, rows),
    shownOrderIdsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toV1Campaign(row, arrivals.get(row.id) ?? null, orderIds.get(row.id) ?? null));
}

export async function v1Campaign(db: DbOrTx, row: CampaignRow): Promise<V1Campaign> {
  const [shown] = await v1Campaigns(db, [row]);
  return shown!;
}

/** A campaign row as /v1 shows it (snake_case, amounts in cents). */
function toV1Campaign(row: CampaignRow, arrival: V1Arrival, orderId: string | null): V1Campaign {
  return {
    object: 'campaign',
    id: row.id,
    livemode: row.livemode,
    name: row.name,
    message: row.message,
    status: row.status,
    style: styleOf(row),
    naturalness: naturalnessOf(row),
    template_id: row.templateId,
    variant: row.selectedVariantId,
    contact_fields: row.contactFields,
    delivery_date: row.deliveryDate,
    arrival,
    notes: row.totalNotes,
    price_per_note: row.pricePerNoteCents,
    amount: row.totalAmountCents,
    currency: 'usd',
    order_id: orderId,
    metadata: row.metadata,
    created: row.createdAt.toISOString(),
  };
}
