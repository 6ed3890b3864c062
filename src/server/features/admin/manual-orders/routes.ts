import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCardOrderResponseSchema,
  ZInvoiceOrderResponseSchema,
  ZManualOrderSchema,
} from '../../../../shared/admin';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../auth/require-admin';
import { createCardOrder, createInvoiceOrder } from './manual-order-service';

/** The Create Order tab: an invoice e-mailed to the customer, or a draft campaign paid by card at checkout. */
export const adminManualOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdmin(deps));

    app.post(
      '/api/admin/create-invoice-order',
      { schema: { body: ZManualOrderSchema, response: { 200: ZInvoiceOrderResponseSchema } } },
      async (request) => createInvoiceOrder(deps, request.body),
    );

    app.post(
      '/api/admin/create-card-order',
      { schema: { body: ZManualOrderSchema, response: { 200: ZCardOrderResponseSchema } } },
      async (request) => createCardOrder(deps, request.body),
    );
  };
