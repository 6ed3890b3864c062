import type { FastifyPluginAsync } from 'fastify';
import { v1GetOrder } from '../../../shared/contracts/v1/get-order';
import { v1ListOrders } from '../../../shared/contracts/v1/list-orders';
import type { V1Order } from '../../../shared/v1-orders';
import type { AppDeps } from '../../app-deps';
import { listStatusHistory } from '../tracking/status-history-store';
import { paginate } from './paginate';
import { noSuch } from './v1-error';
import { findV1OrderRow, listV1OrderRows, type OrderRow } from './v1-order-store';
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
        find: (id) => findV1OrderRow(db, scope, id),
        fetch: (after, n) => listV1OrderRows(db, scope, after, n),
      });
      return { ...page, data: page.data.map((row) => toV1Order(row, scope.livemode)) };
    });

    v1Route(app, v1GetOrder, async (request) => {
      const scope = v1ScopeOf(request);
      const row = await findV1OrderRow(db, scope, request.params.id);
      if (!row) throw noSuch('order', request.params.id);
      const history = await listStatusHistory(db, row.campaignId);
      return {
        ...toV1Order(row, scope.livemode),
        status_history: history.map((entry) => ({
          subject: entry.subject,
          status: entry.status,
          from_status: entry.fromStatus,
          at: entry.at,
        })),
      };
    });
  };

function toV1Order(row: OrderRow, livemode: boolean): V1Order {
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
  };
}
