import type { FastifyPluginAsync } from 'fastify';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { updateOrderStatus } from '../../../../shared/contracts/admin-orders/update-order-status';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { requireAdmin } from '../auth/require-admin';
import { getAdminOrder, listOrderPage, setOrderStatus } from './admin-order-store';

export const adminOrderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    app.addHook('onRequest', requireAdmin(deps));

    route(app, listAdminOrders, async (request) => listOrderPage(db, request.query));

    route(app, updateOrderStatus, async (request) => {
      await setOrderStatus(db, request.params.id, request.body.status);
      return getAdminOrder(db, request.params.id);
    });
  };
