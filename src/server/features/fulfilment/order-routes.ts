import type { FastifyPluginAsync } from 'fastify';
import { getOrder } from '../../../shared/contracts/orders/get-order';
import { placeOrder } from '../../../shared/contracts/orders/place-order';
import { ORDER_NOT_FOUND } from '../../../shared/order';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { mayOpen, siteCallerOf } from '../campaigns/campaign-access';
import { findOrderRow, toOrder } from '../orders/order-store';
import * as service from './place-order';

export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, placeOrder, async (request) =>
      service.placeOrder(deps, request.body, await siteCallerOf(deps, request), request.log),
    );
    route(app, getOrder, async (request) => {
      const row = await findOrderRow(deps.database.db, request.params.id);
      // An account's or /v1 order opens only for its owner: to anyone else it does not exist.
      if (!mayOpen(row.campaign, await siteCallerOf(deps, request))) throw notFound(ORDER_NOT_FOUND);
      return toOrder(row);
    });
  };
