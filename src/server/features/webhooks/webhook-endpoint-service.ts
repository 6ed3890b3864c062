import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type ZCreateWebhookEndpointSchema,
} from '../../../shared/webhooks';
import type { AppDeps } from '../../app-deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { deliverWebhook } from './deliver-webhook';
import { shownDeliveryError } from './delivery-error';
import { emitEvent } from './emit-event';
import { enqueueResend } from './webhook-jobs';
import { PREVIOUS_SECRET_MS } from './webhook-signature';
import {
  deleteEndpointRow,
  type EndpointChanges,
  findAccountEvent,
  findEndpoint,
  insertEndpointWithin,
  listDeliveryRows,
  listEndpointRows,
  rotateEndpointSecretRow,
  updateEndpointRow,
  type WebhookEndpointRow,
} from './webhook-store';
import { checkWebhookTarget } from './webhook-target';

const NO_ENDPOINT = 'No such webhook endpoint.';
const RECENT_DELIVERIES = 50;

type Deps = Pick<AppDeps, 'database' | 'config' | 'jobs' | 'webhookNet' | 'mail'>;

/**
 * Adds an endpoint with a new signing secret (answered once), if its URL may receive webhooks
 * (`checkWebhookTarget`: https to a public address; 400 naming why not) and the account has fewer than
 * MAX_WEBHOOK_ENDPOINTS in that mode (409).
 */
export async function createEndpointFor(
  deps: Pick<AppDeps, 'database' | 'config' | 'webhookNet'>,
  accountId: string,
  input: z.output<typeof ZCreateWebhookEndpointSchema>,
): Promise<{ id: string; secret: string }> {
  const target = await checkWebhookTarget(deps.webhookNet, input.url, deps.config.webhooksAllowPrivate);
  if (!target.ok) throw badRequest(target.message);
  const secret = newSecret();
  const row = await insertEndpointWithin(
    deps.database.db,
    { accountId, mode: input.mode, url: target.url.toString(), events: input.events, secret },
    MAX_WEBHOOK_ENDPOINTS,
  );
  if (!row) {
    throw conflict(
      `You already have ${MAX_WEBHOOK_ENDPOINTS} ${input.mode} webhook endpoints, the most an account may have in one mode. Delete one to add another.`,
    );
  }
  return { id: row.id, secret };
}

export async function listEndpointsOf(deps: Deps, accountId: string): Promise<WebhookEndpoint[]> {
  return (await listEndpointRows(deps.database.db, accountId)).map(toEndpoint);
}

export async function deleteEndpointOf(deps: Deps, accountId: string, id: string): Promise<void> {
  if (!(await deleteEndpointRow(deps.database.db, accountId, id))) throw notFound(NO_ENDPOINT);
}

export async function listDeliveriesOf(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<WebhookDelivery[]> {
  const db = deps.database.db;
  if (!(await findEndpoint(db, accountId, id))) throw notFound(NO_ENDPOINT);
  const rows = await listDeliveryRows(db, id, RECENT_DELIVERIES);
  return rows.map(({ delivery, eventType }) => ({
    id: delivery.id,
    eventId: delivery.eventId,
    eventType,
    attempt: delivery.attempt,
    outcome: delivery.outcome,
    responseStatus: delivery.responseStatus,
    durationMs: delivery.durationMs,
    error: shownDeliveryError(delivery.error),
    createdAt: delivery.createdAt.toISOString(),
  }));
}

/** Queues one more attempt of the account's event to the account's endpoint, if the endpoint takes it. */
export async function resendEventOf(
  deps: Deps,
  accountId: string,
  input: { id: string; eventId: string },
): Promise<void> {
  const db = deps.database.db;
  const endpoint = await findEndpoint(db, accountId, input.id);
  if (!endpoint) throw notFound(NO_ENDPOINT);
  const event = await findAccountEvent(db, accountId, input.eventId);
  if (!event || event.livemode !== (endpoint.mode === 'live')) throw notFound('No such event.');
  if (endpoint.status !== 'enabled') {
    throw badRequest('This endpoint is turned off; add it again to receive events.');
  }
  await enqueueResend(deps, event.id, endpoint.id);
}

/** `whsec_` then 32 random bytes in base64 (WEBHOOK_SECRET_PATTERN). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** What an owner changes on an endpoint; `enabled` turns it on (its failures forgotten) or off. */
export interface EndpointUpdate {
  url?: string;
  events?: WebhookEndpoint['events'];
  enabled?: boolean;
}

/** Changes the account's endpoint: a new URL is checked as a new endpoint's is (400 naming why not). */
export async function updateEndpointOf(
  deps: Pick<AppDeps, 'database' | 'config' | 'webhookNet'>,
  accountId: string,
  id: string,
  input: EndpointUpdate,
): Promise<WebhookEndpoint> {
  const changes: EndpointChanges = {};
  if (input.url !== undefined) {
    const target = await checkWebhookTarget(deps.webhookNet, input.url, deps.config.webhooksAllowPrivate);
    if (!target.ok) throw badRequest(target.message, 'url');
    changes.url = target.url.toString();
  }
  if (input.events !== undefined) changes.events = input.events;
  if (input.enabled !== undefined) {
    changes.status = input.enabled ? 'enabled' : 'disabled';
    changes.disabledReason = input.enabled ? null : TURNED_OFF;
  }
  if (input.enabled === true) changes.failingSince = null;
  const row = await updateEndpointRow(deps.database.db, accountId, id, changes);
  if (!row) throw notFound(NO_ENDPOINT);
  return toEndpoint(row);
}

const TURNED_OFF = 'Turned off by its owner.';

/**
 * A new signing secret for the account's endpoint (answered once); the one it replaces keeps signing every
 * delivery for 24 hours beside it, so the receiver can switch without rejecting any.
 */
export async function rotateEndpointSecretOf(
  deps: Pick<AppDeps, 'database'>,
  accountId: string,
  id: string,
  now = new Date(),
): Promise<{ endpoint: WebhookEndpoint; secret: string; previousUntil: Date }> {
  const secret = newSecret();
  const until = new Date(now.getTime() + PREVIOUS_SECRET_MS);
  const row = await rotateEndpointSecretRow(deps.database.db, accountId, id, secret, until);
  if (!row) throw notFound(NO_ENDPOINT);
  return { endpoint: toEndpoint(row), secret, previousUntil: until };
}

/**
 * Sends a `webhook_endpoint.test` event to the account's endpoint now, signed like every delivery, and
 * answers the attempt: the receiver's status, or why it could not be reached. 409 when it is turned off.
 */
export async function sendTestEventTo(deps: Deps, accountId: string, id: string): Promise<WebhookDelivery> {
  const db = deps.database.db;
  const endpoint = await findEndpoint(db, accountId, id);
  if (!endpoint) throw notFound(NO_ENDPOINT);
  if (endpoint.status !== 'enabled') throw conflict(ENDPOINT_OFF);
  const eventId = await emitEvent(db, {
    accountId,
    livemode: endpoint.mode === 'live',
    type: WEBHOOK_TEST_EVENT,
    sourceKey: `${WEBHOOK_TEST_EVENT}:${randomUUID()}`,
    data: { object: { object: 'webhook_endpoint', id: endpoint.id, url: endpoint.url } },
  });
  // A new cause each time (its own key), so an event is always made.
  if (!eventId) throw new Error('The test event was not recorded.');
  await deliverWebhook(deps, { eventId, endpointId: endpoint.id, retry: false });
  const deliveries = await listDeliveriesOf(deps, accountId, endpoint.id);
  const sent = deliveries.find((delivery) => delivery.eventId === eventId);
  if (!sent) throw conflict(ENDPOINT_OFF);
  return sent;
}

const ENDPOINT_OFF = 'This endpoint is turned off; turn it on (enabled: true) to send it events.';

export function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    mode: row.mode,
    events: row.events,
    status: row.status,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
