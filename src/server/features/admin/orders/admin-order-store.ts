import { desc, eq, sql } from 'drizzle-orm';
import type { TAdminOrder } from '../../../../shared/admin';
import { centsToDecimal } from '../../../../shared/money';
import type { CampaignStatus, OrderStatus, PaymentMethod } from '../../../../shared/statuses';
import type { DbOrTx } from '../../../db/client';
import { campaigns, orders } from '../../../db/schema';
import { notFound } from '../../../lib/errors';

const columns = {
  order: orders,
  campaignName: campaigns.name,
  campaignStatus: campaigns.status,
  totalNotes: campaigns.totalNotes,
  handwritingStyle: campaigns.handwritingStyle,
};

type Row = {
  order: typeof orders.$inferSelect;
  campaignName: string;
  campaignStatus: string;
  totalNotes: number;
  handwritingStyle: string;
};

function toAdminOrder({ order, ...campaign }: Row): TAdminOrder {
  return {
    id: order.id,
    number: order.number,
    campaignId: order.campaignId,
    campaignName: campaign.campaignName,
    campaignStatus: campaign.campaignStatus as CampaignStatus,
    customerEmail: order.customerEmail,
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    amount: centsToDecimal(order.amountCents),
    totalNotes: campaign.totalNotes,
    handwritingStyle: campaign.handwritingStyle,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

export async function listAdminOrders(db: DbOrTx): Promise<TAdminOrder[]> {
  const rows = await db
    .select(columns)
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .orderBy(desc(orders.createdAt), desc(orders.number));
  return rows.map(toAdminOrder);
}

export async function getAdminOrder(db: DbOrTx, id: string): Promise<TAdminOrder> {
  const [row] = await db
    .select(columns)
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('Order not found.');
  return toAdminOrder(row);
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
