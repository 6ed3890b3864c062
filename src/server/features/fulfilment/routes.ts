import type { FastifyPluginAsync } from 'fastify';
import { confirmTestPayment } from '../../../shared/contracts/payments/confirm-test-payment';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import * as testPayments from './confirm-test-payment';

/** The test provider's card confirmation; a success is fulfilled at once, as Stripe's webhook would. */
export const fulfilmentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, confirmTestPayment, (request) => testPayments.confirmTestPayment(deps, request.body));
  };
