import { randomBytes } from 'node:crypto';
import type { WebhookEventData, WebhookEventName } from '../../../shared/webhook-events';
import type { DbOrTx } from '../../db/client';
import { webhookEvents } from '../../db/schema';

export type EmitEventInput = {
  [T in WebhookEventName]: {
    accountId: string;
    livemode: boolean;
    type: T;
    /** Names the cause (e.g. `order.paid:<order id>`): the same cause never makes a second event. */
    sourceKey: string;
    /** Built to the shared event schema (webhook-events.ts): the resource as its GET answers it. */
    data: WebhookEventData[T];
  };
}[WebhookEventName];

/** Rows per insert: a batch of thousands of notes is recorded in a few statements, not one each. */
const CHUNK = 500;

/**
 * Records webhook events in the caller's transaction, so they exist only if what caused them does. Delivery
 * is the dispatcher's job (webhook-dispatch-job.ts): it finds events with subscribed endpoints and no attempt
 * yet, which also covers a process that dies right after the commit. Answers the new events' ids; a cause
 * that already made its event adds none.
 */
export async function emitEvents(tx: DbOrTx, inputs: readonly EmitEventInput[]): Promise<string[]> {
  const created = new Date();
  const ids: string[] = [];
  for (let start = 0; start < inputs.length; start += CHUNK) {
    const rows = inputs.slice(start, start + CHUNK).map((input) => {
      const id = `evt_${randomBytes(16).toString('base64url')}`;
      const payload = {
        id,
        type: input.type,
        created: created.toISOString(),
        livemode: input.livemode,
        data: input.data,
      };
      return { ...input, id, payload, createdAt: created };
    });
    const inserted = await tx
      .insert(webhookEvents)
      .values(
        rows.map(({ id, accountId, livemode, type, sourceKey, payload, createdAt }) => ({
          id,
          accountId,
          livemode,
          type,
          sourceKey,
          payload,
          createdAt,
        })),
      )
      .onConflictDoNothing({ target: [webhookEvents.accountId, webhookEvents.sourceKey] })
      .returning({ id: webhookEvents.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** One event (emitEvents): its id, or null when this cause already made one. */
export async function emitEvent(tx: DbOrTx, input: EmitEventInput): Promise<string | null> {
  const [id] = await emitEvents(tx, [input]);
  return id ?? null;
}
