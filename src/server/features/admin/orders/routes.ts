import type { FastifyPluginAsync } from 'fastify';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { refundAdminOrder } from '../../../../shared/contracts/admin-orders/refund-order';
import { updateOrderStatus } from '../../../../shared/contracts/admin-orders/update-order-status';
import { decimalToCents } from '../../../../shared/money';
import type { AppDeps } from '../../../app-deps';
import { staffActor } from '../../../db/actor';
import { route } from '../../../lib/contract-route';
import { getAdminOrder, listOrderPage } from '../../orders/staff-order-list';
import { refundOrder } from '../../refunds/refund-service';
import { changeOrderStatus } from '../../tracking/staff-status-change';
import { adminOf } from '../auth/require-admin';

export const adminOrderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, listAdminOrders, async (request) => listOrderPage(db, request.query));

    route(app, updateOrderStatus, async (request) => {
      const { id: orderId } = request.params;
      await changeOrderStatus(db, { orderId, status: request.body.status, staff: adminOf(request).username });
      return getAdminOrder(db, request.params.id);
    });

    route(app, refundAdminOrder, async (request) => {
      await refundOrder(deps, {
        orderId: request.params.id,
        // The schema accepts only positive decimal strings, so this is a number.
        amountCents: decimalToCents(request.body.amount) ?? 0,
        reason: request.body.reason,
        actor: staffActor(adminOf(request).username),
        cancelCampaign: false,
      });
      return getAdminOrder(db, request.params.id);
    });
  };
