import type { FastifyPluginAsync } from 'fastify';
import { calculatePricing } from '../../../shared/contracts/pricing/calculate-pricing';
import { quote, toPricingResult } from '../../../shared/pricing';
import { route } from '../../lib/contract-route';

export const pricingRoutes: FastifyPluginAsync = async (app) => {
  // The answer is built by toPricingResult from the shared tables: typed, so not re-validated per request;
  // and it is ~60 bytes of JSON, below any compression threshold, so compression hooks are left off.
  route(app, calculatePricing, async (request) => toPricingResult(quote(request.body.noteCount)), {
    validateResponse: false,
    compress: false,
    decompress: false,
  });
};
