import { eq } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import { ORDER_NOT_FOUND, type TOrder } from '../../../shared/order';
import { orderReference } from '../../../shared/order-reference';
import type { OrderStatus, PaymentMethod } from '../../../shared/statuses';
import type { DbOrTx } from '../../db/client';
import { campaigns, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order as GET /api/orders/:id answers it, with the campaign facts the confirmation page shows. */
export async function findOrder(db: DbOrTx, id: string): Promise<TOrder> {
  // Anything that is not a UUID cannot be an order: same answer as an unknown one, no database error.
  if (!UUID.test(id)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db
    .select({ order: orders, campaign: campaigns })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const { order, campaign } = row;
  return {
    id: order.id,
    number: order.number,
    reference: orderReference(campaign.number),
    campaignId: campaign.id,
    campaignName: campaign.name,
    amount: centsToDecimal(order.amountCents),
    pricePerNote: centsToDecimal(campaign.pricePerNoteCents),
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    customerEmail: order.customerEmail,
    totalNotes: campaign.totalNotes,
    handwritingStyle: campaign.handwritingStyle,
    deliveryDate: campaign.deliveryDate,
    stripePaymentIntentId: order.paymentIntentId,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}
