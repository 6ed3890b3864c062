import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreatePaymentIntentSchema,
  ZPaymentIntentResponseSchema,
  ZTestPaymentConfirmSchema,
  ZTestPaymentResultSchema,
} from '../../../shared/payments';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { preparePayment } from './payment-intent-service';
import { confirmTestPayment } from './test-payment-service';

export const paymentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/create-payment-intent',
      {
        schema: { body: ZCreatePaymentIntentSchema, response: { 200: ZPaymentIntentResponseSchema } },
        // Each call may open an intent with the provider.
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      },
      async (request) => {
        if (!deps.payments) throw new HttpError(503, 'Card payments are not set up on this server.');
        return preparePayment(deps.database.db, deps.payments, request.body.campaignId);
      },
    );

    app.post(
      '/api/test-payments/confirm',
      { schema: { body: ZTestPaymentConfirmSchema, response: { 200: ZTestPaymentResultSchema } } },
      (request) => confirmTestPayment(deps, request.body),
    );
  };
