import type { FastifyPluginAsync } from 'fastify';
import { createWebhookEndpoint } from '../../../shared/contracts/account-webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../../../shared/contracts/account-webhooks/delete-webhook-endpoint';
import { listWebhookDeliveries } from '../../../shared/contracts/account-webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../../../shared/contracts/account-webhooks/list-webhook-endpoints';
import { resendWebhookEvent } from '../../../shared/contracts/account-webhooks/resend-webhook-event';
import { WEBHOOK_RESEND_LIMIT } from '../../../shared/webhooks';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { accountOf } from '../account-sessions/require-account';
import * as service from './webhook-endpoint-service';

/**
 * The signed-in customer's webhook endpoints (issue 14 §6), registered inside the account's signed-in scope;
 * another account's endpoint is 404.
 */
export const accountWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request).accountId;

    route(app, listWebhookEndpoints, async (request) => ({
      endpoints: await service.listEndpointsOf(deps, me(request)),
    }));

    route(app, createWebhookEndpoint, async (request) =>
      service.createEndpointFor(deps, me(request), request.body),
    );

    route(app, deleteWebhookEndpoint, async (request) => {
      await service.deleteEndpointOf(deps, me(request), request.params.id);
      return undefined;
    });

    route(app, listWebhookDeliveries, async (request) => ({
      deliveries: await service.listDeliveriesOf(deps, me(request), request.params.id),
    }));

    route(
      app,
      resendWebhookEvent,
      async (request) => {
        await service.resendEventOf(deps, me(request), request.params);
        return { queued: true as const };
      },
      // Each resend is a request to the receiver: per account, so a script cannot turn it into a flood.
      {
        config: {
          rateLimit: {
            max: WEBHOOK_RESEND_LIMIT.max,
            timeWindow: WEBHOOK_RESEND_LIMIT.windowMs,
            keyGenerator: (request) => `webhook-resend:${me(request)}`,
            errorResponseBuilder: (_request, context) => ({
              statusCode: 429,
              message: `You can resend ${WEBHOOK_RESEND_LIMIT.max} events a minute. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
            }),
          },
        },
      },
    );
  };
