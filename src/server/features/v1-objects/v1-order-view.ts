import type { V1Arrival } from '../../../shared/v1-campaigns';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { V1Order, V1OrderDetail } from '../../../shared/v1-orders';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { listStatusHistory } from '../campaigns/status-history-store';
import type { OrderWithCampaign } from '../orders/order-store';
import { v1ArrivalsOf } from './v1-arrival';

/** Orders as /v1 shows them, each with its campaign's arrival (v1-arrival.ts). */
export async function v1Orders(
  db: DbOrTx,
  rows: readonly OrderWithCampaign[],
  livemode: boolean,
): Promise<V1Order[]> {
  const arrivals = await v1ArrivalsOf(
    db,
    rows.map((r) => r.campaign),
  );
  return rows.map(({ order, campaign }) =>
    toV1Order(order, livemode, arrivals.get(order.campaignId) ?? null, campaign.metadata),
  );
}

/** One order as `GET /v1/orders/{id}` shows it: with every status its campaign and order went through. */
export async function v1OrderDetail(
  db: DbOrTx,
  row: OrderWithCampaign,
  livemode: boolean,
): Promise<V1OrderDetail> {
  const [order] = await v1Orders(db, [row], livemode);
  const history = await listStatusHistory(db, row.order.campaignId);
  return {
    ...order!,
    status_history: history.map((entry) => ({
      subject: entry.subject,
      status: entry.status,
      from_status: entry.fromStatus,
      at: entry.at,
    })),
  };
}

function toV1Order(row: OrderRow, livemode: boolean, arrival: V1Arrival, metadata: V1Metadata): V1Order {
  return {
    object: 'order',
    id: row.id,
    livemode,
    campaign_id: row.campaignId,
    status: row.status,
    amount: row.amountCents,
    amount_refunded: row.refundedCents,
    currency: 'usd',
    created: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    arrival,
    metadata,
  };
}
