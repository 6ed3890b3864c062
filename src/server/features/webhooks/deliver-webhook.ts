import { Webhook } from 'standardwebhooks';
import type { AppDeps } from '../../app-deps';
import { fulfilContext } from '../fulfilment/fulfil-context';
import { enqueueEndpointDisabledMail } from './endpoint-disabled-mail';
import {
  disableEndpoint,
  hasSucceededDelivery,
  loadDelivery,
  markEndpointFailing,
  markEndpointHealthy,
  recordAttempt,
} from './webhook-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When to try again: exponential from `baseSeconds`, capped, for 3 days after the event (issue 14 §6). Mutable
 * so tests can make the base a second instead of waiting minutes.
 */
export const webhookRetryPolicy = {
  baseSeconds: 30,
  maxDelaySeconds: 6 * 60 * 60,
  retryForMs: 3 * DAY_MS,
  /** An endpoint whose deliveries all failed for this long is disabled. */
  disableAfterMs: 3 * DAY_MS,
};

const TIMEOUT_MS = 10_000;

export function retryDelaySeconds(attempt: number): number {
  const { baseSeconds, maxDelaySeconds } = webhookRetryPolicy;
  return Math.min(baseSeconds * 2 ** (attempt - 1), maxDelaySeconds);
}

export type AttemptResult =
  | { outcome: 'skipped' }
  | { outcome: 'succeeded' | 'failed'; attempt: number; retryInSeconds: number | null };

type Deps = Pick<AppDeps, 'database' | 'config' | 'mail'>;

/**
 * One delivery attempt: POSTs the event's body signed the Standard Webhooks way with the endpoint's secret,
 * records the attempt, and on failure answers when to retry (null: no more retries). The `webhook-id` is the
 * event id on every attempt, so receivers can drop repeats. `retry: false` is a one-off resend.
 */
export async function deliverWebhook(
  deps: Deps,
  input: { eventId: string; endpointId: string; retry: boolean },
  signal?: AbortSignal,
): Promise<AttemptResult> {
  const db = deps.database.db;
  const found = await loadDelivery(db, input.eventId, input.endpointId);
  // Deleted, or disabled meanwhile: nothing to send.
  if (found?.endpoint.status !== 'enabled') return { outcome: 'skipped' };
  // A retry job run again after a crash (its attempt recorded, the job not yet marked done), or a retry
  // chain doubled that way, must not send an event the receiver already took. Resend always sends.
  if (input.retry && (await hasSucceededDelivery(db, input.eventId, input.endpointId))) {
    return { outcome: 'skipped' };
  }
  const { event, endpoint } = found;

  const body = JSON.stringify(event.payload);
  const sentAt = new Date();
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Quillpost-Webhooks/1',
    'webhook-id': event.id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(endpoint.secret).sign(event.id, sentAt, body),
  };
  const started = performance.now();
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers,
      body,
      // A redirect is the receiver's misconfiguration, and following it could reach somewhere else.
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    responseStatus = response.status;
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) error = `HTTP ${response.status}`;
  } catch (err) {
    if (signal?.aborted) throw err;
    error =
      err instanceof Error && err.name === 'TimeoutError' ? 'No answer within 10 seconds' : describe(err);
  }
  const durationMs = Math.round(performance.now() - started);
  const outcome = error ? 'failed' : 'succeeded';
  const attempt = await recordAttempt(db, {
    eventId: event.id,
    endpointId: endpoint.id,
    outcome,
    responseStatus,
    durationMs,
    error,
  });
  if (!error) {
    await markEndpointHealthy(db, endpoint.id);
    return { outcome, attempt, retryInSeconds: null };
  }

  const now = new Date();
  const failingSince = await markEndpointFailing(db, endpoint.id, now);
  if (now.getTime() - failingSince.getTime() >= webhookRetryPolicy.disableAfterMs) {
    if (await disableEndpoint(db, endpoint.id, `Every delivery failed for 3 days (last: ${error}).`)) {
      await enqueueEndpointDisabledMail(
        db,
        { to: found.ownerEmail, url: endpoint.url, lastError: error },
        fulfilContext(deps),
      );
      void deps.mail.kick();
    }
    return { outcome, attempt, retryInSeconds: null };
  }
  const delay = retryDelaySeconds(attempt);
  const retryUntil = event.createdAt.getTime() + webhookRetryPolicy.retryForMs;
  const retryInSeconds = input.retry && now.getTime() + delay * 1000 <= retryUntil ? delay : null;
  return { outcome, attempt, retryInSeconds };
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
  const message = err instanceof Error ? err.message : String(err);
  return (cause ? `${message}: ${cause}` : message).slice(0, 500);
}
