import type { FastifyPluginAsync } from 'fastify';
import { confirmTestPayment } from '../../../shared/contracts/payments/confirm-test-payment';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { siteCallerOf } from '../campaigns/campaign-access';
import * as testPayments from './confirm-test-payment';

/** The test provider's card confirmation; a success is fulfilled at once, as Stripe's webhook would. */
export const fulfilmentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, confirmTestPayment, async (request) =>
      testPayments.confirmTestPayment(deps, request.body, await siteCallerOf(deps, request)),
    );
  };
