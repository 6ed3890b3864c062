import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { CUSTOMER_SHOWN_ORDER_STATUSES } from '../../../shared/statuses';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { campaigns, orders } from '../../db/schema';
import type { OrderWithCampaign } from './order-store';

/** An account's orders in one mode: My orders shows the live ones, a /v1 key those of its own mode. */
export interface OrderOwner {
  accountId: string;
  livemode: boolean;
}

/** Only paid orders and those refunded since are the customer's to see (never pending invoices or failures). */
const ofOwner = (owner: OrderOwner) =>
  and(
    eq(campaigns.accountId, owner.accountId),
    eq(campaigns.livemode, owner.livemode),
    inArray(orders.status, CUSTOMER_SHOWN_ORDER_STATUSES),
  );

/** The owner's order with this id; another account's, another mode's, an unpaid one or no UUID is undefined. */
export async function findOwnedOrder(
  db: DbOrTx,
  owner: OrderOwner,
  id: string,
): Promise<OrderWithCampaign | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ order: orders, campaign: campaigns })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(eq(orders.id, id), ofOwner(owner)));
  return row;
}

/** One page of the owner's orders, newest payment first (My orders), and how many there are in all. */
export async function pageOwnedOrders(
  db: DbOrTx,
  owner: OrderOwner,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderWithCampaign[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({ order: orders, campaign: campaigns })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .where(ofOwner(owner))
      .orderBy(desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), desc(orders.number))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .where(ofOwner(owner)),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Up to n of the owner's orders, newest first (by order number), after the order `after` if given (/v1). */
export function listOwnedOrders(
  db: DbOrTx,
  owner: OrderOwner,
  after: OrderWithCampaign | undefined,
  n: number,
): Promise<OrderWithCampaign[]> {
  return db
    .select({ order: orders, campaign: campaigns })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(ofOwner(owner), after ? lt(orders.number, after.order.number) : undefined))
    .orderBy(desc(orders.number))
    .limit(n);
}
