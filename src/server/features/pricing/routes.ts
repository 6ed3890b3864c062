import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quote, toPricingResult } from '../../../shared/pricing';
import { ZCalculatePricingSchema, ZPricingResultSchema } from '../../../shared/pricing-schemas';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/calculate-pricing',
    { schema: { body: ZCalculatePricingSchema, response: { 200: ZPricingResultSchema } } },
    async (request) => toPricingResult(quote(request.body.noteCount)),
  );
};
