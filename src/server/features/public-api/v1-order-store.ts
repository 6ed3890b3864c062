import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, orders } from '../../db/schema';
import { isCampaignId } from '../campaigns/campaign-store';
import type { V1Scope } from './v1-scope';

export type OrderRow = typeof orders.$inferSelect;

/** As My orders: paid orders and those refunded since, never pending invoices or failed payments. */
const SHOWN = ['paid', 'refunded'];

const ofScope = (scope: V1Scope) =>
  and(
    eq(campaigns.accountId, scope.accountId),
    eq(campaigns.livemode, scope.livemode),
    inArray(orders.status, SHOWN),
  );

/** The scope's order with this id; another account's, another mode's or no UUID at all is undefined. */
export async function findV1OrderRow(db: DbOrTx, scope: V1Scope, id: string): Promise<OrderRow | undefined> {
  if (!isCampaignId(id)) return undefined;
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(eq(orders.id, id), ofScope(scope)));
  return row?.order;
}

/** Up to n of the scope's orders, newest first (by order number), after the order `after` if given. */
export async function listV1OrderRows(
  db: DbOrTx,
  scope: V1Scope,
  after: OrderRow | undefined,
  n: number,
): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(ofScope(scope), after ? lt(orders.number, after.number) : undefined))
    .orderBy(desc(orders.number))
    .limit(n);
  return rows.map((r) => r.order);
}
