import { randomBytes } from 'node:crypto';
import type { ApiKey, ApiKeyMode } from '../../../shared/api-keys';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { hashSessionToken } from '../../lib/secret-tokens';
import { type ApiKeyRow, insertApiKey, listApiKeyRows, revokeApiKeyRow } from './api-key-store';

/** How many characters of the key a list shows: `qp_test_` and four of the secret. */
const PREFIX_LENGTH = 12;

export async function createApiKeyFor(
  db: DbOrTx,
  accountId: string,
  input: { name: string; mode: ApiKeyMode },
): Promise<{ id: string; key: string }> {
  const key = `qp_${input.mode}_${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(db, {
    accountId,
    name: input.name,
    mode: input.mode,
    prefix: key.slice(0, PREFIX_LENGTH),
    tokenHash: hashSessionToken(key),
  });
  return { id: row.id, key };
}

export async function listApiKeysOf(db: DbOrTx, accountId: string): Promise<ApiKey[]> {
  return (await listApiKeyRows(db, accountId)).map(toApiKey);
}

export async function revokeApiKeyOf(db: DbOrTx, accountId: string, id: string): Promise<void> {
  if (!(await revokeApiKeyRow(db, accountId, id))) throw notFound('No such API key.');
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    prefix: row.prefix,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revoked: row.revokedAt !== null,
  };
}
