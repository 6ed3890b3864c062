import type { FastifyPluginAsync } from 'fastify';
import { getOrder } from '../../../shared/contracts/orders/get-order';
import { placeOrder } from '../../../shared/contracts/orders/place-order';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import * as service from './order-service';
import { findOrder } from './order-store';

export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, placeOrder, (request) => service.placeOrder(deps, request.body, request.log));
    route(app, getOrder, (request) => findOrder(deps.database.db, request.params.id));
  };
