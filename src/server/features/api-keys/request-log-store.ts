import { and, desc, eq, lt } from 'drizzle-orm';
import type { ApiRequest } from '../../../shared/api-keys';
import type { DbOrTx } from '../../db/client';
import { apiKeys, apiRequests } from '../../db/schema';

export type NewApiRequest = typeof apiRequests.$inferInsert;

export async function insertApiRequest(db: DbOrTx, row: NewApiRequest): Promise<void> {
  await db.insert(apiRequests).values(row);
}

/** The account's latest requests in one mode, newest first, with the prefix of the key that made each. */
export async function listApiRequestsOf(
  db: DbOrTx,
  accountId: string,
  livemode: boolean,
  limit: number,
): Promise<ApiRequest[]> {
  const rows = await db
    .select({ request: apiRequests, keyPrefix: apiKeys.prefix })
    .from(apiRequests)
    .innerJoin(apiKeys, eq(apiKeys.id, apiRequests.apiKeyId))
    .where(and(eq(apiRequests.accountId, accountId), eq(apiRequests.livemode, livemode)))
    .orderBy(desc(apiRequests.createdAt), desc(apiRequests.id))
    .limit(limit);
  return rows.map(({ request, keyPrefix }) => ({
    id: request.id,
    keyPrefix,
    method: request.method,
    path: request.path,
    status: request.status,
    durationMs: request.durationMs,
    errorCode: request.errorCode,
    idempotencyKey: request.idempotencyKey,
    replayed: request.replayed,
    requestId: request.requestId,
    createdAt: request.createdAt.toISOString(),
  }));
}

/** Forgets requests older than `before`; answers how many. */
export async function pruneApiRequests(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(apiRequests)
    .where(lt(apiRequests.createdAt, before))
    .returning({ id: apiRequests.id });
  return gone.length;
}
