import type { WebhookDeliveryError } from '../../../shared/webhooks';
import type { AppDeps } from '../../app-deps';
import { mailContext } from '../../lib/mail/mail-context';
import { connectionErrorClass, statusErrorClass } from './delivery-error';
import { enqueueEndpointDisabledMail } from './endpoint-disabled-mail';
import { webhookSignature } from './webhook-signature';
import {
  disableEndpoint,
  hasSucceededDelivery,
  loadDelivery,
  markEndpointFailing,
  markEndpointHealthy,
  recordAttempt,
} from './webhook-store';
import { checkWebhookTarget } from './webhook-target';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When to try again: exponential from `baseSeconds`, capped, for 3 days after the event (issue 14 §6). Mutable
 * so tests can make the base a second instead of waiting minutes (and the timeout short for a silent receiver).
 */
export const webhookRetryPolicy = {
  baseSeconds: 30,
  maxDelaySeconds: 6 * 60 * 60,
  retryForMs: 3 * DAY_MS,
  /** An endpoint whose deliveries all failed for this long is disabled. */
  disableAfterMs: 3 * DAY_MS,
  /** How long an attempt may take before it is logged as a timeout. */
  timeoutMs: 10_000,
};

function retryDelaySeconds(attempt: number): number {
  const { baseSeconds, maxDelaySeconds } = webhookRetryPolicy;
  return Math.min(baseSeconds * 2 ** (attempt - 1), maxDelaySeconds);
}

export type AttemptResult =
  | { outcome: 'skipped' }
  | { outcome: 'succeeded' | 'failed'; attempt: number; retryInSeconds: number | null };

type Deps = Pick<AppDeps, 'database' | 'config' | 'mail' | 'webhookNet'>;

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
    'webhook-signature': webhookSignature(endpoint, { id: event.id, sentAt, body }),
  };
  const started = performance.now();
  const { responseStatus, error } = await sendOnce(deps, endpoint.url, { headers, body }, signal);
  const durationMs = Math.round(performance.now() - started);
  const outcome = error ? 'failed' : 'succeeded';
  const now = new Date();
  // The attempt and the endpoint's health are written together: whoever reads the log sees both or neither.
  const { attempt, failingSince } = await db.transaction(async (tx) => {
    const attempt = await recordAttempt(tx, {
      eventId: event.id,
      endpointId: endpoint.id,
      outcome,
      responseStatus,
      durationMs,
      error,
    });
    if (!error) {
      await markEndpointHealthy(tx, endpoint.id);
      return { attempt, failingSince: null };
    }
    return { attempt, failingSince: await markEndpointFailing(tx, endpoint.id, now) };
  });
  if (!error || !failingSince) return { outcome, attempt, retryInSeconds: null };

  if (now.getTime() - failingSince.getTime() >= webhookRetryPolicy.disableAfterMs) {
    if (await disableEndpoint(db, endpoint.id, `Every delivery failed for 3 days (last: ${error}).`)) {
      await enqueueEndpointDisabledMail(
        db,
        { to: found.ownerEmail, url: endpoint.url, lastError: error },
        mailContext(deps),
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

/**
 * One POST to the endpoint's URL, its host checked again now (DNS may have changed since the endpoint was
 * added) and the connection made to the address that passed. Answers the receiver's status and the class of
 * failure, if any.
 */
async function sendOnce(
  deps: Deps,
  rawUrl: string,
  message: { headers: Record<string, string>; body: string },
  signal: AbortSignal | undefined,
): Promise<{ responseStatus: number | null; error: WebhookDeliveryError | null }> {
  const target = await checkWebhookTarget(deps.webhookNet, rawUrl, deps.config.webhooksAllowPrivate);
  if (!target.ok) {
    return {
      responseStatus: null,
      error: target.problem === 'unresolved' ? 'host not found' : 'address not allowed',
    };
  }
  const timeout = AbortSignal.timeout(webhookRetryPolicy.timeoutMs);
  try {
    const status = await deps.webhookNet.post({
      url: target.url,
      address: target.address,
      ...message,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const ok = status >= 200 && status <= 299;
    return { responseStatus: status, error: ok ? null : statusErrorClass(status) };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { responseStatus: null, error: connectionErrorClass(err, timeout.aborted) };
  }
}
