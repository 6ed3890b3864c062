import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Where an Idempotency-Key counts: the account and mode of the API key that sent it. */
export interface IdempotencyScope {
  accountId: string;
  livemode: boolean;
}

const inScope = (scope: IdempotencyScope, key: string) =>
  and(
    eq(idempotencyKeys.accountId, scope.accountId),
    eq(idempotencyKeys.livemode, scope.livemode),
    eq(idempotencyKeys.key, key),
  );

/**
 * Claims (account, mode, key) for this request: the new row, or undefined when another request holds it. The
 * unique index decides between two requests sent at once, whatever their timing. Rows older than
 * `expiredBefore` no longer count and are replaced.
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  values: Pick<
    IdempotencyRow,
    'accountId' | 'livemode' | 'apiKeyId' | 'key' | 'method' | 'path' | 'requestHash'
  >,
  expiredBefore: Date,
): Promise<IdempotencyRow | undefined> {
  await db
    .delete(idempotencyKeys)
    .where(and(inScope(values, values.key), lt(idempotencyKeys.createdAt, expiredBefore)));
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...values, state: 'running' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findIdempotencyKey(
  db: DbOrTx,
  scope: IdempotencyScope,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(inScope(scope, key));
  return row;
}

export async function finishIdempotencyKey(
  db: DbOrTx,
  id: string,
  answer: { status: number; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees the key so the same request may be tried again (after a 5xx, or a request cut short). */
export async function releaseIdempotencyKey(db: DbOrTx, id: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Forgets keys older than `before` (they no longer replay anything); answers how many. */
export async function pruneIdempotencyKeys(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
