import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateOrderSchema, ZOrderSchema } from '../../../shared/order';
import type { AppDeps } from '../../app-deps';
import { placeOrder } from './order-service';
import { getOrder } from './order-store';

export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/orders',
      {
        schema: { body: ZCreateOrderSchema, response: { 200: ZOrderSchema } },
      },
      (request) => placeOrder(deps, request.body),
    );

    app.get(
      '/api/orders/:id',
      { schema: { params: z.object({ id: z.string() }), response: { 200: ZOrderSchema } } },
      (request) => getOrder(deps.database.db, request.params.id),
    );
  };
