import type { FastifyRequest } from 'fastify';
import { apiKeyOf } from './api-key-auth';

/** What a /v1 request may see and make: its key's account, in its key's mode (test and live never mix). */
export interface V1Scope {
  accountId: string;
  livemode: boolean;
}

export function v1ScopeOf(request: FastifyRequest): V1Scope {
  const { accountId, livemode } = apiKeyOf(request);
  return { accountId, livemode };
}
