import type { FastifyPluginAsync } from 'fastify';
import { v1GetOrder } from '../../../shared/contracts/v1/get-order';
import { v1ListOrders } from '../../../shared/contracts/v1/list-orders';
import type { AppDeps } from '../../app-deps';
import { findOwnedOrder, listOwnedOrders } from '../orders/owned-orders';
import { v1OrderDetail, v1Orders } from '../v1-objects/v1-order-view';
import { paginate } from './paginate';
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
      return v1OrderDetail(db, row, scope.livemode);
    });
  };
