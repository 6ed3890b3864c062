import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminOrderSchema, ZOrderStatusPatchSchema } from '../../../../shared/admin';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../auth/require-admin';
import { getAdminOrder, listAdminOrders, setOrderStatus } from './admin-order-store';

export const adminOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.addHook('onRequest', requireAdmin(deps));

    app.get('/api/admin/orders', { schema: { response: { 200: z.array(ZAdminOrderSchema) } } }, async () =>
      listAdminOrders(db),
    );

    app.patch(
      '/api/admin/orders/:id',
      {
        schema: {
          params: z.object({ id: z.uuid('Order not found.') }),
          body: ZOrderStatusPatchSchema,
          response: { 200: ZAdminOrderSchema },
        },
      },
      async (request) => {
        await setOrderStatus(db, request.params.id, request.body.status);
        return getAdminOrder(db, request.params.id);
      },
    );
  };
