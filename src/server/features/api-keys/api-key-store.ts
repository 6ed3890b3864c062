import { and, desc, eq, getTableColumns, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, apiKeys } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: DbOrTx,
  values: Pick<ApiKeyRow, 'accountId' | 'name' | 'mode' | 'prefix' | 'tokenHash'>,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export function listApiKeyRows(db: DbOrTx, accountId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt));
}

/** Revokes the account's key; false when it has no such key (another account's id included). */
export async function revokeApiKeyRow(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const found = await db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)));
  if (found.length === 0) return false;
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return true;
}

/**
 * The unrevoked key with this hash, if any, with its account's pinned /v1 version (read in the same query: every
 * /v1 call needs both).
 */
export async function findLiveApiKey(
  db: DbOrTx,
  tokenHash: string,
): Promise<(ApiKeyRow & { apiVersion: string | null }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(apiKeys), apiVersion: accounts.apiVersion })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Sets lastUsedAt unless it was set after `staleBefore` (one write a minute at most per key). */
export async function touchApiKey(db: DbOrTx, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
