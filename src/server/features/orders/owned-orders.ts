import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_SHOWN_ORDER_STATUSES, type OrderStatus } from '../../../shared/statuses';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { campaigns, orders } from '../../db/schema';
import { keysetPage, type PageCursor } from '../../lib/keyset-page';
import { createdWithin, type ListFilter, metadataContains } from '../../lib/list-filters';
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

/** Which of the owner's orders a list shows: by status, campaign, when made, and the campaign's metadata. */
export interface OrderFilter extends ListFilter {
  status?: OrderStatus;
  campaign_id?: string;
}

/** Up to n of the owner's orders that pass `filter`, newest first (by order number), beyond `cursor` (/v1). */
export function listOwnedOrders(
  db: DbOrTx,
  owner: OrderOwner,
  filter: OrderFilter,
  cursor: PageCursor<OrderWithCampaign>,
  n: number,
): Promise<OrderWithCampaign[]> {
  const page = keysetPage([{ column: orders.number, of: (row) => row.order.number }], 'desc', cursor);
  return db
    .select({ order: orders, campaign: campaigns })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(
      and(
        ofOwner(owner),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.campaign_id ? eq(orders.campaignId, filter.campaign_id) : undefined,
        createdWithin(orders.createdAt, filter.created),
        metadataContains(campaigns.metadata, filter.metadata),
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(n);
}

/**
 * The order /v1 shows for each campaign (`order_id`): its paid or since refunded order, the newest if
 * several; a campaign without one (a draft, an unpaid invoice) is absent.
 */
export async function shownOrderIdsOf(
  db: DbOrTx,
  campaignIds: readonly string[],
): Promise<Map<string, string>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, campaignId: orders.campaignId })
    .from(orders)
    .where(
      and(
        inArray(orders.campaignId, [...campaignIds]),
        inArray(orders.status, CUSTOMER_SHOWN_ORDER_STATUSES),
      ),
    )
    .orderBy(orders.number);
  // Oldest first, so the newest of a campaign's orders is the one kept.
  return new Map(rows.map((row) => [row.campaignId, row.id]));
}
