import { and, desc, eq, lt, or } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import type { WebhookEndpointRow } from '../webhooks/webhook-store';
import type { V1Scope } from './v1-scope';

const ofScope = (scope: V1Scope) =>
  and(
    eq(webhookEndpoints.accountId, scope.accountId),
    eq(webhookEndpoints.mode, scope.livemode ? 'live' : 'test'),
  );

/** The scope's endpoint with this id; another account's, another mode's or no UUID at all is undefined. */
export async function findV1WebhookEndpoint(
  db: DbOrTx,
  scope: V1Scope,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofScope(scope)));
  return row;
}

/** Up to n of the scope's endpoints, newest first, after the endpoint `after` if given. */
export function listV1WebhookEndpoints(
  db: DbOrTx,
  scope: V1Scope,
  after: WebhookEndpointRow | undefined,
  n: number,
): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        ofScope(scope),
        after
          ? or(
              lt(webhookEndpoints.createdAt, after.createdAt),
              and(eq(webhookEndpoints.createdAt, after.createdAt), lt(webhookEndpoints.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(n);
}
