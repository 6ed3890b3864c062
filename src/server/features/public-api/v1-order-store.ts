import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { CUSTOMER_SHOWN_ORDER_STATUSES } from '../../../shared/statuses';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { campaigns, orders } from '../../db/schema';
import type { ArrivalSource } from './v1-arrival';
import type { V1Scope } from './v1-scope';

export type OrderRow = typeof orders.$inferSelect;
/** An order with what its arrival is read from: its campaign's status and delivery date. */
export interface V1OrderRow {
  order: OrderRow;
  campaign: ArrivalSource;
}

const SELECTED = {
  order: orders,
  campaign: { id: campaigns.id, status: campaigns.status, deliveryDate: campaigns.deliveryDate },
};

const ofScope = (scope: V1Scope) =>
  and(
    eq(campaigns.accountId, scope.accountId),
    eq(campaigns.livemode, scope.livemode),
    inArray(orders.status, CUSTOMER_SHOWN_ORDER_STATUSES),
  );

/** The scope's order with this id; another account's, another mode's or no UUID at all is undefined. */
export async function findV1OrderRow(
  db: DbOrTx,
  scope: V1Scope,
  id: string,
): Promise<V1OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(SELECTED)
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(eq(orders.id, id), ofScope(scope)));
  return row;
}

/** Up to n of the scope's orders, newest first (by order number), after the order `after` if given. */
export function listV1OrderRows(
  db: DbOrTx,
  scope: V1Scope,
  after: V1OrderRow | undefined,
  n: number,
): Promise<V1OrderRow[]> {
  return db
    .select(SELECTED)
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(ofScope(scope), after ? lt(orders.number, after.order.number) : undefined))
    .orderBy(desc(orders.number))
    .limit(n);
}
