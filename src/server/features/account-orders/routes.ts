import type { FastifyPluginAsync } from 'fastify';
import { cancelAccountOrder as cancelContract } from '../../../shared/contracts/account/cancel-account-order';
import { getAccountOrder as getContract } from '../../../shared/contracts/account/get-account-order';
import { listAccountOrders as listContract } from '../../../shared/contracts/account/list-account-orders';
import { reorderAccountOrder as reorderContract } from '../../../shared/contracts/account/reorder-account-order';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { accountOf } from '../account-sessions/require-account';
import { cancelAccountOrder, getAccountOrder, listAccountOrders } from './account-order-service';
import { reorderAccountOrder } from './reorder';

/** My orders (issue 12 §2). Registered in the signed-in scope: every route is the session's account's own. */
export const accountOrderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, listContract, async (request) =>
      listAccountOrders(db, accountOf(request).accountId, request.query.page),
    );

    route(app, getContract, async (request) =>
      getAccountOrder(deps, accountOf(request).accountId, request.params.id),
    );

    route(app, cancelContract, async (request) =>
      cancelAccountOrder(deps, accountOf(request).accountId, request.params.id),
    );

    route(app, reorderContract, async (request) => {
      const { accountId, email } = accountOf(request);
      return reorderAccountOrder(deps, {
        accountId,
        email,
        orderId: request.params.id,
        deliveryDate: request.body.deliveryDate,
        savedListId: request.body.savedListId,
      });
    });
  };
