import type { FastifyPluginAsync } from 'fastify';
import { createCardOrder } from '../../../../shared/contracts/manual-orders/create-card-order';
import { createInvoiceOrder } from '../../../../shared/contracts/manual-orders/create-invoice-order';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import * as service from './manual-order-service';
import { manualOrderUploadRoutes } from './upload-routes';

/**
 * The Create Order tab: its file uploads, then an invoice e-mailed to the customer or a draft campaign paid
 * by card at checkout.
 */
export const adminManualOrderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(manualOrderUploadRoutes(deps));
    route(app, createInvoiceOrder, (request) => service.createInvoiceOrder(deps, request.body));
    route(app, createCardOrder, (request) => service.createCardOrder(deps, request.body));
  };
