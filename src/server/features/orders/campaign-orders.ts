import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { REDACTED } from '../../../shared/account-data';
import { CAMPAIGN_KEEPING_ORDER_STATUSES } from '../../../shared/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import { type OrderRow, orders } from '../../db/schema';

/** The paid order of a campaign, else its newest pending one (an invoice order staff created), else none. */
export async function findCampaignOrder(
  db: DbOrTx,
  campaignId: string,
): Promise<{ id: string; status: string } | undefined> {
  const rows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), inArray(orders.status, ['paid', 'pending'])))
    .orderBy(sql`${orders.status} = 'paid' desc`, desc(orders.createdAt))
    .limit(1);
  return rows[0];
}

/** The campaign's paid order (a card payment, or an invoice staff marked paid): "paid" means it has one. */
export async function findPaidOrder(db: DbOrTx, campaignId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), eq(orders.status, 'paid')))
    .limit(1);
  return row;
}

/** Whether an order of the campaign moved money (paid, refunded, or an invoice staff made): it is kept. */
export async function hasKeepingOrder(db: DbOrTx, campaignId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), inArray(orders.status, CAMPAIGN_KEEPING_ORDER_STATUSES)))
    .limit(1);
  return order !== undefined;
}

/** The order the customer paid (or was refunded) comes first; a staff invoice still pending comes last. */
export async function findCustomerOrder(db: DbOrTx, campaignId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.campaignId, campaignId))
    .orderBy(
      sql`case ${orders.status} when 'paid' then 0 when 'refunded' then 1 else 2 end`,
      desc(orders.createdAt),
    )
    .limit(1);
  return row;
}

/** Every order of these campaigns, oldest first (an account's data export). */
export function listOrdersOf(db: DbOrTx, campaignIds: readonly string[]): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(inArray(orders.campaignId, [...campaignIds]))
    .orderBy(asc(orders.createdAt), asc(orders.number));
}

/** A deleted account's orders keep a marker instead of the buyer's address. */
export async function redactOrderEmails(tx: Tx, campaignIds: readonly string[]): Promise<void> {
  await tx
    .update(orders)
    .set({ customerEmail: REDACTED })
    .where(inArray(orders.campaignId, [...campaignIds]));
}

/** The campaign of the order with this number, as a one-row subquery (the back office's search by number). */
export function campaignOfOrderNumber(number: number): SQL {
  return sql`(select ${orders.campaignId} from ${orders} where ${orders.number} = ${number})`;
}
