import { eq, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import { maskEmail, ORDER_NOT_FOUND, type TOrder } from '../../../shared/order';
import { orderReference } from '../../../shared/order-reference';
import type { OrderStatus } from '../../../shared/statuses';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { type CampaignRow, campaigns, type OrderRow, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** An order with its campaign: what the confirmation page, My orders and /v1 answer from. */
export interface OrderWithCampaign {
  order: OrderRow;
  campaign: CampaignRow;
}

/** An order with its campaign, or 404 'Order not found'. */
export async function findOrderRow(db: DbOrTx, id: string): Promise<OrderWithCampaign> {
  // Anything that is not a UUID cannot be an order: same answer as an unknown one, no database error.
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db
    .select({ order: orders, campaign: campaigns })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The order as GET /api/orders/:id answers it, with the campaign facts the confirmation page shows. */
export async function findOrder(db: DbOrTx, id: string): Promise<TOrder> {
  return toOrder(await findOrderRow(db, id));
}

/**
 * What the confirmation page shows, and nothing it does not: the buyer's address only masked (the page that
 * paid keeps the full one itself), no payment provider ids.
 */
export function toOrder({ order, campaign }: OrderWithCampaign): TOrder {
  return {
    id: order.id,
    number: order.number,
    reference: orderReference(campaign.number),
    campaignId: campaign.id,
    campaignName: campaign.name,
    amount: centsToDecimal(order.amountCents),
    pricePerNote: centsToDecimal(campaign.pricePerNoteCents),
    status: order.status,
    paymentMethod: order.paymentMethod,
    confirmationSentTo: order.customerEmail ? maskEmail(order.customerEmail) : null,
    totalNotes: campaign.totalNotes,
    handwritingStyle: campaign.handwritingStyle,
    deliveryDate: campaign.deliveryDate,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Staff may set any payment status (back-office.md §4), e.g. after a bank transfer or a refund made in the
 * provider's dashboard. The first move to paid stamps paid_at; it is kept afterwards as history.
 */
export async function setOrderStatus(db: DbOrTx, id: string, status: OrderStatus): Promise<void> {
  const updated = await db
    .update(orders)
    .set({
      status,
      updatedAt: new Date(),
      ...(status === 'paid' ? { paidAt: sql`coalesce(${orders.paidAt}, now())` } : {}),
    })
    .where(eq(orders.id, id))
    .returning({ id: orders.id });
  if (updated.length === 0) throw notFound('Order not found.');
}
