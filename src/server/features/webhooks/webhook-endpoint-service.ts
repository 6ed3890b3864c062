import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ApiKeyMode } from '../../../shared/api-keys';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
  ZCreateWebhookEndpointSchema,
} from '../../../shared/webhooks';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../lib/errors';
import { enqueueResend } from './webhook-jobs';
import {
  deleteEndpointRow,
  findAccountEvent,
  findEndpoint,
  insertEndpoint,
  listDeliveryRows,
  listEndpointRows,
  type WebhookEndpointRow,
} from './webhook-store';

const NO_ENDPOINT = 'No such webhook endpoint.';
const RECENT_DELIVERIES = 50;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Deps = Pick<AppDeps, 'database' | 'config' | 'jobs'>;

/**
 * Adds an endpoint with a new signing secret (answered once). Events go over https; plain http is accepted
 * only to this machine (a local receiver while trying the API), and never when the site itself runs on https.
 */
export async function createEndpointFor(
  deps: Deps,
  accountId: string,
  input: z.output<typeof ZCreateWebhookEndpointSchema>,
): Promise<{ id: string; secret: string }> {
  const url = new URL(input.url);
  const production = deps.config.publicUrl.startsWith('https:');
  if (url.protocol === 'http:' && (production || !LOOPBACK_HOSTS.has(url.hostname))) {
    throw badRequest('The URL must start with https://.');
  }
  if (url.username || url.password) throw badRequest('Leave the user name and password out of the URL.');
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const row = await insertEndpoint(deps.database.db, {
    accountId,
    mode: input.mode,
    url: url.toString(),
    events: input.events,
    secret,
  });
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
    outcome: delivery.outcome as WebhookDelivery['outcome'],
    responseStatus: delivery.responseStatus,
    durationMs: delivery.durationMs,
    error: delivery.error,
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
    mode: row.mode as ApiKeyMode,
    events: row.events as WebhookEventType[],
    status: row.status as WebhookEndpoint['status'],
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
