import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import {
  type Contract,
  type ContractAuth,
  type ContractReply,
  type ContractRequestParts,
  EMPTY,
  MULTIPART,
} from '../../shared/contracts/contract';
import { assertScopeEnforces } from './auth-scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The auth of the contract the route was registered from (set by route()). */
    auth?: ContractAuth;
    /** The media type of a file answer, for the API reference (set by route() from the contract's docs). */
    fileType?: string;
  }
}

/** A request whose params, query and body have been validated against the contract's schemas. */
type ContractRequest<C extends Contract> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  ContractRequestParts<C>;

/**
 * Returns the answer (or the reply it sent). A handler that answers from memory may do so synchronously:
 * no promise is then made on its path (hot public reads such as the price calculator).
 */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractReply<C> | FastifyReply> | ContractReply<C> | FastifyReply;

export interface ContractRouteOptions
  extends Pick<
    RouteShorthandOptions,
    'onRequest' | 'bodyLimit' | 'config' | 'compress' | 'decompress' | 'validatorCompiler'
  > {
  /**
   * false on hot public reads whose handler output is typed (and built) by our own code: the answer is then
   * serialised with plain JSON.stringify instead of being parsed by zod on every request.
   */
  validateResponse?: boolean;
}

/**
 * The method, URL and config (the contract's auth, for the route list) of `contract`'s route, once `app`'s
 * scope is found to enforce its auth: a throw here stops the app from booting. For routes registered
 * without route() too (a cached read, a raw body).
 */
export function contractRouteBase(app: FastifyInstance, contract: Contract) {
  assertScopeEnforces(app, contract);
  const { fileType } = contract.docs ?? {};
  return { method: contract.method, url: contract.path, config: { auth: contract.auth, fileType } };
}

/** Registers `contract` on `app`: its method and path, its schemas for validation, its success status. */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: ContractRouteOptions = {},
): void {
  const base = contractRouteBase(app, contract);
  const { validateResponse = true, ...shorthand } = options;
  const status = contract.status ?? (contract.response === EMPTY ? 204 : 200);
  const { fileType: _, ...docs } = contract.docs ?? {};
  const schema: FastifySchema = { ...docs };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body && contract.body !== MULTIPART) schema.body = contract.body;
  if (typeof contract.response !== 'string' && validateResponse) {
    schema.response = { [status]: contract.response };
  }
  app.route({
    ...shorthand,
    ...base,
    config: { ...shorthand.config, ...base.config },
    schema,
    handler: (request, reply) => {
      reply.code(status);
      const answer = handler(request as unknown as ContractRequest<C>, reply);
      // An answer given synchronously (a value, or the reply it sent) goes back to Fastify as it is.
      return answer instanceof Promise ? answer.then((value) => finish(value, reply)) : finish(answer, reply);
    },
  });

  /** An empty contract's answer is sent here; any other answer is Fastify's to serialise or settle. */
  function finish(answer: unknown, reply: FastifyReply): unknown {
    if (contract.response === EMPTY && !reply.sent) return reply.send();
    return answer;
  }
}
