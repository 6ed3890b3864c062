import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type ZCreateWebhookEndpointSchema,
} from '../../../shared/webhooks';
import type { AppDeps } from '../../app-deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { shownDeliveryError } from './delivery-error';
import { enqueueResend } from './webhook-jobs';
import {
  deleteEndpointRow,
  findAccountEvent,
  findEndpoint,
  insertEndpointWithin,
  listDeliveryRows,
  listEndpointRows,
  type WebhookEndpointRow,
} from './webhook-store';
import { checkWebhookTarget } from './webhook-target';

const NO_ENDPOINT = 'No such webhook endpoint.';
const RECENT_DELIVERIES = 50;

type Deps = Pick<AppDeps, 'database' | 'config' | 'jobs' | 'webhookNet'>;

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
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
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
