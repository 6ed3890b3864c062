import type { FastifyPluginAsync } from 'fastify';
import { v1CreateWebhookEndpoint } from '../../../shared/contracts/v1/create-webhook-endpoint';
import { v1DeleteWebhookEndpoint } from '../../../shared/contracts/v1/delete-webhook-endpoint';
import { v1GetWebhookEndpoint } from '../../../shared/contracts/v1/get-webhook-endpoint';
import { v1ListWebhookDeliveries } from '../../../shared/contracts/v1/list-webhook-deliveries';
import { v1ListWebhookEndpoints } from '../../../shared/contracts/v1/list-webhook-endpoints';
import { v1RotateWebhookSecret } from '../../../shared/contracts/v1/rotate-webhook-secret';
import { v1TestWebhookEndpoint } from '../../../shared/contracts/v1/test-webhook-endpoint';
import { v1UpdateWebhookEndpoint } from '../../../shared/contracts/v1/update-webhook-endpoint';
import type { V1WebhookDelivery, V1WebhookEndpoint } from '../../../shared/v1-webhook-endpoints';
import type { WebhookDelivery, WebhookEndpoint } from '../../../shared/webhooks';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import * as service from '../webhooks/webhook-endpoint-service';
import { findEndpointInScope, listEndpointsPage } from '../webhooks/webhook-store';
import { pageOfArray, paginate } from './paginate';
import { invalidParam, noSuch } from './v1-error';
import { v1Route } from './v1-route';
import { type V1Scope, v1ScopeOf } from './v1-scope';

const noSuchEndpoint = (id: string) => noSuch('webhook endpoint', id);

/**
 * Webhook endpoints of the key's account and mode, through the account page's service: an endpoint made with
 * a test key receives test events only, and a key never sees the other mode's endpoints.
 */
export const v1WebhookEndpointRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    /** The scope's endpoint named in the path, or 404. */
    const ownEndpoint = async (scope: V1Scope, id: string) => {
      const row = await findEndpointInScope(db, scope, id);
      if (!row) throw noSuchEndpoint(id);
      return service.toEndpoint(row);
    };

    v1Route(app, v1CreateWebhookEndpoint, async (request) => {
      const scope = v1ScopeOf(request);
      const input = { ...request.body, mode: scope.livemode ? ('live' as const) : ('test' as const) };
      const made = await service.createEndpointFor(deps, scope.accountId, input).catch((err: unknown) => {
        // Its refusals are all about the URL (scheme, credentials in it).
        if (err instanceof AppError && err.code === 'invalid') throw invalidParam('url', err.message);
        throw err;
      });
      return { ...toV1Endpoint(await ownEndpoint(scope, made.id)), secret: made.secret };
    });

    v1Route(app, v1ListWebhookEndpoints, async (request) => {
      const scope = v1ScopeOf(request);
      const page = await paginate(request.query, {
        find: (id) => findEndpointInScope(db, scope, id),
        fetch: (cursor, n) => listEndpointsPage(db, scope, cursor, n),
      });
      return { ...page, data: page.data.map((row) => toV1Endpoint(service.toEndpoint(row))) };
    });

    v1Route(app, v1GetWebhookEndpoint, async (request) =>
      toV1Endpoint(await ownEndpoint(v1ScopeOf(request), request.params.id)),
    );

    v1Route(app, v1UpdateWebhookEndpoint, async (request) => {
      const scope = v1ScopeOf(request);
      const endpoint = await ownEndpoint(scope, request.params.id);
      return toV1Endpoint(await service.updateEndpointOf(deps, scope.accountId, endpoint.id, request.body));
    });

    v1Route(app, v1RotateWebhookSecret, async (request) => {
      const scope = v1ScopeOf(request);
      const endpoint = await ownEndpoint(scope, request.params.id);
      const rotated = await service.rotateEndpointSecretOf(deps, scope.accountId, endpoint.id);
      return {
        ...toV1Endpoint(rotated.endpoint),
        secret: rotated.secret,
        previous_secret_expires: rotated.previousUntil.toISOString(),
      };
    });

    v1Route(app, v1TestWebhookEndpoint, async (request) => {
      const scope = v1ScopeOf(request);
      const endpoint = await ownEndpoint(scope, request.params.id);
      return toV1Delivery(await service.sendTestEventTo(deps, scope.accountId, endpoint.id));
    });

    v1Route(app, v1DeleteWebhookEndpoint, async (request) => {
      const scope = v1ScopeOf(request);
      const endpoint = await ownEndpoint(scope, request.params.id);
      await service.deleteEndpointOf(deps, scope.accountId, endpoint.id);
      return { object: 'webhook_endpoint' as const, id: endpoint.id, deleted: true as const };
    });

    v1Route(app, v1ListWebhookDeliveries, async (request) => {
      const scope = v1ScopeOf(request);
      const endpoint = await ownEndpoint(scope, request.params.id);
      // The service keeps the recent attempts (as the account page shows them): paged in memory.
      const recent = await service.listDeliveriesOf(deps, scope.accountId, endpoint.id);
      const page = await paginate(request.query, {
        find: async (id) => recent.find((d) => d.id === id),
        fetch: async (cursor, n) => pageOfArray(recent, cursor, n),
      });
      return { ...page, data: page.data.map(toV1Delivery) };
    });
  };

function toV1Endpoint(endpoint: WebhookEndpoint): V1WebhookEndpoint {
  return {
    object: 'webhook_endpoint',
    id: endpoint.id,
    livemode: endpoint.mode === 'live',
    url: endpoint.url,
    events: endpoint.events,
    status: endpoint.status,
    disabled_reason: endpoint.disabledReason,
    failing_since: endpoint.failingSince,
    created: endpoint.createdAt,
  };
}

function toV1Delivery(d: WebhookDelivery): V1WebhookDelivery {
  return {
    object: 'webhook_delivery',
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    attempt: d.attempt,
    outcome: d.outcome,
    status_code: d.responseStatus,
    duration_ms: d.durationMs,
    error: d.error,
    created: d.createdAt,
  };
}
