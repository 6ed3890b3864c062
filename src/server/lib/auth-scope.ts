import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Contract, ContractAuth } from '../../shared/contracts/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract auths this scope enforces (inherited by its child scopes); route() reads it at boot. */
    scopeAuth?: readonly ContractAuth[];
  }
}

type GuardedAuth = Exclude<ContractAuth, 'public' | 'link'>;

/** No guard: anyone may call, or the handler checks the unguessable id the request names. */
const OPEN: readonly ContractAuth[] = ['public', 'link'];

/** Declares the app's root scope: the site's open routes. */
export function openScope(app: FastifyInstance): void {
  declareScope(app, OPEN);
}

/**
 * Makes `scope` deny by default: `guard` runs on every request of the scope (and its children) as an onRequest
 * hook, refusing one without `auth`'s credential before anything else is read, and only `auth` contracts may be
 * registered in it.
 */
export function guardScope(
  scope: FastifyInstance,
  auth: GuardedAuth,
  guard: (request: FastifyRequest) => Promise<void>,
): void {
  declareScope(scope, [auth]);
  scope.addHook('onRequest', guard);
}

function declareScope(scope: FastifyInstance, auths: readonly ContractAuth[]): void {
  // A guard inside another guard's scope would ask for both credentials, which no route is meant to.
  if (scope.scopeAuth && scope.scopeAuth !== OPEN) {
    throw new Error(`A '${auths.join("' or '")}' scope cannot sit inside a '${scope.scopeAuth[0]}' scope.`);
  }
  scope.decorate('scopeAuth', auths);
}

/** Throws (at boot) unless `scope` enforces `contract`'s auth. */
export function assertScopeEnforces(scope: FastifyInstance, contract: Contract): void {
  const enforced = scope.scopeAuth;
  if (enforced?.includes(contract.auth)) return;
  const where = enforced
    ? `a scope that enforces '${enforced.join("' or '")}'`
    : 'a scope that declares no auth (openScope or guardScope)';
  throw new Error(
    `${contract.method} ${contract.path} is a '${contract.auth}' contract, registered in ${where}.`,
  );
}
