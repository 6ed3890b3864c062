import { randomBytes } from 'node:crypto';
import type { WEBHOOK_TEST_EVENT, WebhookEventType } from '../../../shared/webhooks';
import type { DbOrTx } from '../../db/client';
import { webhookEvents } from '../../db/schema';

export interface EmitEventInput {
  accountId: string;
  livemode: boolean;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  /** Names the cause (e.g. `order.paid:<order id>`): the same cause never makes a second event. */
  sourceKey: string;
  data: Record<string, unknown>;
}

/**
 * Records a webhook event in the caller's transaction, so it exists only if what caused it does. Delivery is
 * the dispatcher's job (webhook-dispatch-job.ts): it finds events with subscribed endpoints and no attempt
 * yet, which also covers a process that dies right after the commit. Answers the new event's id, or null
 * when this cause already made one.
 */
export async function emitEvent(tx: DbOrTx, input: EmitEventInput): Promise<string | null> {
  const id = `evt_${randomBytes(16).toString('base64url')}`;
  const created = new Date();
  const payload = {
    id,
    type: input.type,
    created: created.toISOString(),
    livemode: input.livemode,
    data: input.data,
  };
  const inserted = await tx
    .insert(webhookEvents)
    .values({
      id,
      accountId: input.accountId,
      livemode: input.livemode,
      type: input.type,
      sourceKey: input.sourceKey,
      payload,
      createdAt: created,
    })
    .onConflictDoNothing({ target: [webhookEvents.accountId, webhookEvents.sourceKey] })
    .returning({ id: webhookEvents.id });
  return inserted[0]?.id ?? null;
}
