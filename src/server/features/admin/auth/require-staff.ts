import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { OperationsToken } from './operations-token';
import { bearerToken, requireAdmin } from './require-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The local operations token (`npm run scheduler`) stands in for an admin session on this route. */
    operationsToken?: boolean;
  }
}

/** The staff scope's guard: a live admin session, or the operations token on a route whose config allows it. */
export function requireStaff(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock'>,
  operations: OperationsToken,
): (request: FastifyRequest) => Promise<void> {
  const requireSession = requireAdmin(deps);
  return async (request) => {
    const token = bearerToken(request);
    if (token && request.routeOptions.config.operationsToken && operations.matches(token)) return;
    await requireSession(request);
  };
}
