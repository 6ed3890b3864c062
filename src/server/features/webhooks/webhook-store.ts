import { and, count, desc, eq, gt, notExists, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { keysetPage, type PageCursor } from '../../lib/keyset-page';
import { lockAccount } from '../accounts/account-store';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Adds an endpoint unless the account already has `max` in that mode (then undefined). The account's row is
 * locked while counting, so two concurrent additions cannot both take the last place.
 */
export async function insertEndpointWithin(
  db: Db,
  values: Pick<WebhookEndpointRow, 'accountId' | 'mode' | 'url' | 'events' | 'secret'>,
  max: number,
): Promise<WebhookEndpointRow | undefined> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, values.accountId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.accountId, values.accountId), eq(webhookEndpoints.mode, values.mode)));
    if (n >= max) return undefined;
    const [row] = await tx.insert(webhookEndpoints).values(values).returning();
    return row!;
  });
}

export function listEndpointRows(db: DbOrTx, accountId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

/** The account's endpoint; undefined for another account's id. */
export async function findEndpoint(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)));
  return row;
}

/** Whose endpoints, in which mode: a /v1 key sees its own mode's only (test and live never mix). */
interface EndpointScope {
  accountId: string;
  livemode: boolean;
}

const ofScope = (scope: EndpointScope) =>
  and(
    eq(webhookEndpoints.accountId, scope.accountId),
    eq(webhookEndpoints.mode, scope.livemode ? 'live' : 'test'),
  );

/** The scope's endpoint with this id; another account's, another mode's or no UUID at all is undefined. */
export async function findEndpointInScope(
  db: DbOrTx,
  scope: EndpointScope,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofScope(scope)));
  return row;
}

/** Up to n of the scope's endpoints, newest first, beyond `cursor`. */
export function listEndpointsPage(
  db: DbOrTx,
  scope: EndpointScope,
  cursor: PageCursor<WebhookEndpointRow>,
  n: number,
): Promise<WebhookEndpointRow[]> {
  const page = keysetPage(
    [
      { column: webhookEndpoints.createdAt, of: (row) => row.createdAt },
      { column: webhookEndpoints.id, of: (row) => row.id },
    ],
    'desc',
    cursor,
  );
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(ofScope(scope), page.where))
    .orderBy(...page.orderBy)
    .limit(n);
}

export async function deleteEndpointRow(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

export async function findAccountEvent(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<WebhookEventRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.id, id), eq(webhookEvents.accountId, accountId)));
  return row;
}

export function listDeliveryRows(db: DbOrTx, endpointId: string, limit: number) {
  return db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.attempt))
    .limit(limit);
}

/**
 * The enabled endpoints of that account and mode subscribed to the type. Only those that existed when the
 * event was made: an endpoint added later does not receive the past.
 */
const subscribedToEvent = sql`${webhookEndpoints.accountId} = ${webhookEvents.accountId}
  and ${webhookEndpoints.mode} = case when ${webhookEvents.livemode} then 'live' else 'test' end
  and ${webhookEndpoints.status} = 'enabled'
  and ${webhookEndpoints.events} @> jsonb_build_array(${webhookEvents.type})
  and ${webhookEndpoints.createdAt} <= ${webhookEvents.createdAt}`;

/** Events of the last `sinceMs` with a subscribed endpoint that has no attempt yet: what to deliver first. */
export function findUndelivered(db: DbOrTx, sinceMs: number, limit: number) {
  return db
    .select({ eventId: webhookEvents.id, endpointId: webhookEndpoints.id })
    .from(webhookEvents)
    .innerJoin(webhookEndpoints, subscribedToEvent)
    .where(
      and(
        gt(webhookEvents.createdAt, new Date(Date.now() - sinceMs)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(webhookDeliveries)
            .where(
              and(
                eq(webhookDeliveries.eventId, webhookEvents.id),
                eq(webhookDeliveries.endpointId, webhookEndpoints.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(webhookEvents.createdAt)
    .limit(limit);
}

/** The event and endpoint of one delivery, with the owner's address for the disabled-endpoint mail. */
export async function loadDelivery(db: DbOrTx, eventId: string, endpointId: string) {
  const [row] = await db
    .select({ event: webhookEvents, endpoint: webhookEndpoints, ownerEmail: accounts.email })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, eventId))
    .innerJoin(accounts, eq(accounts.id, webhookEndpoints.accountId))
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.accountId, webhookEvents.accountId)));
  return row;
}

/** Whether an attempt to send this event to this endpoint has succeeded. */
export async function hasSucceededDelivery(
  db: DbOrTx,
  eventId: string,
  endpointId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.eventId, eventId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.outcome, 'succeeded'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records one attempt with the next attempt number (a retry of a crashed run is simply another attempt). */
export async function recordAttempt(
  db: DbOrTx,
  values: Pick<
    WebhookDeliveryRow,
    'eventId' | 'endpointId' | 'outcome' | 'responseStatus' | 'durationMs' | 'error'
  >,
): Promise<number> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      ...values,
      attempt: sql`(select coalesce(max(${webhookDeliveries.attempt}), 0) + 1 from ${webhookDeliveries}
        where ${webhookDeliveries.eventId} = ${values.eventId} and ${webhookDeliveries.endpointId} = ${values.endpointId})`,
    })
    .returning({ attempt: webhookDeliveries.attempt });
  return row!.attempt;
}

export async function markEndpointHealthy(db: DbOrTx, endpointId: string): Promise<void> {
  await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpointId));
}

/** Starts the failing clock (kept when already running); answers when the failures began. */
export async function markEndpointFailing(db: DbOrTx, endpointId: string, now: Date): Promise<Date> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row!.failingSince!;
}

/** Disables an enabled endpoint; false when it was already disabled (so the owner is told once). */
export async function disableEndpoint(db: DbOrTx, endpointId: string, reason: string): Promise<boolean> {
  const changed = await db
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'enabled')))
    .returning({ id: webhookEndpoints.id });
  return changed.length > 0;
}

/** What an owner may change on an endpoint: where it posts, what it receives, whether it is on. */
export type EndpointChanges = Partial<
  Pick<WebhookEndpointRow, 'url' | 'events' | 'status' | 'disabledReason' | 'failingSince'>
>;

/** Changes the account's endpoint; the endpoint after, or undefined when the account has no such one. */
export async function updateEndpointRow(
  db: DbOrTx,
  accountId: string,
  id: string,
  changes: EndpointChanges,
): Promise<WebhookEndpointRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
    .returning();
  return row;
}

/**
 * Gives the account's endpoint a new secret; the one it replaces keeps signing deliveries until
 * `previousUntil`, so a receiver can switch without dropping any. Undefined when the account has no such one.
 */
export async function rotateEndpointSecretRow(
  db: DbOrTx,
  accountId: string,
  id: string,
  secret: string,
  previousUntil: Date,
): Promise<WebhookEndpointRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: previousUntil,
      secret,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
    .returning();
  return row;
}
