import type { FastifyPluginAsync } from 'fastify';
import { v1GetOrder } from '../../../shared/contracts/v1/get-order';
import { v1ListOrders } from '../../../shared/contracts/v1/list-orders';
import type { V1Arrival } from '../../../shared/v1-campaigns';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { V1Order } from '../../../shared/v1-orders';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { listStatusHistory } from '../campaigns/status-history-store';
import type { OrderWithCampaign } from '../orders/order-store';
import { findOwnedOrder, listOwnedOrders } from '../orders/owned-orders';
import { paginate } from './paginate';
import { v1ArrivalsOf } from './v1-arrival';
import { noSuch } from './v1-error';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/** GET /v1/orders and /v1/orders/:id: the key's account's orders of the key's mode only. */
export const v1OrderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    v1Route(app, v1ListOrders, async (request) => {
      const scope = v1ScopeOf(request);
      const page = await paginate(request.query, {
        find: (id) => findOwnedOrder(db, scope, id),
        fetch: (cursor, n) => listOwnedOrders(db, scope, request.query, cursor, n),
      });
      return { ...page, data: await v1Orders(db, page.data, scope.livemode) };
    });

    v1Route(app, v1GetOrder, async (request) => {
      const scope = v1ScopeOf(request);
      const row = await findOwnedOrder(db, scope, request.params.id);
      if (!row) throw noSuch('order', request.params.id);
      const [order] = await v1Orders(db, [row], scope.livemode);
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
    });
  };

/** Orders as /v1 shows them, each with its campaign's arrival (v1-arrival.ts). */
async function v1Orders(
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
