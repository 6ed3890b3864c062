import type { FastifyInstance } from 'fastify';
import type { Contract, ContractReply } from '../../../shared/contracts/contract';
import { contractRouteBase } from '../contract-route';
import type { PublicReadCache } from './public-read-cache';

/**
 * Registers a public GET whose answer changes only on admin writes, served from `cache` (ETag, 304, bodies
 * compressed once). Its writes must call `cache.invalidate(contract)`. `load` is typed by the contract, so
 * the answer is not re-validated; @fastify/compress is off (the stored bodies are already compressed, and a
 * GET has no body to inflate). The route is registered directly rather than through `route()`: the contract
 * has no params, query or body to validate, and a stored answer is sent without an async step.
 */
export function cachedRoute<
  C extends Contract & { method: 'GET'; params?: undefined; query?: undefined; body?: undefined },
>(app: FastifyInstance, contract: C, cache: PublicReadCache, load: () => Promise<ContractReply<C>>): void {
  app.route({
    ...contractRouteBase(app, contract),
    compress: false,
    decompress: false,
    handler: (request, reply) => cache.send(contract, request, reply, load),
  });
}
