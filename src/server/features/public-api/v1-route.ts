import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../../shared/contracts/contract';
import { type ContractHandler, type ContractRouteOptions, route } from '../../lib/contract-route';

/**
 * Registers a /v1 operation. Its answer is sent uncompressed: the idempotency hook keeps the answer's text
 * as sent (onSend), which compression would have turned into a stream first. API answers are small JSON.
 */
export function v1Route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: Pick<ContractRouteOptions, 'bodyLimit'> = {},
): void {
  route(app, contract, handler, { ...options, compress: false });
}
