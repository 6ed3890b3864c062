import type { FastifyPluginAsync } from 'fastify';
import type { TAdminLoginFailure } from '../../../../shared/admin-auth';
import { getSession } from '../../../../shared/contracts/admin-auth/get-session';
import { signIn } from '../../../../shared/contracts/admin-auth/sign-in';
import { signOut } from '../../../../shared/contracts/admin-auth/sign-out';
import type { AppDeps } from '../../../app-deps';
import { clockOf } from '../../../lib/clock';
import { route } from '../../../lib/contract-route';
import { login } from './login-service';
import { adminOf } from './require-admin';
import { revokeSession } from './session-store';

/** Sign-in: open to all, and its answer is the session's bearer token. */
export const adminSignInRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const clock = clockOf(deps);

    route(app, signIn, async (request, reply) => {
      const result = await login(deps.database.db, request.body, request.ip, {
        now: clock(),
        idleHours: deps.config.adminIdleHours,
      });
      if (!result.ok) {
        if (result.status === 429) reply.header('retry-after', String(result.retryAfterSeconds));
        // 401 and 429 keep the sign-in answer's shape, `{success: false, message}` (back-office.md §7).
        const failure: TAdminLoginFailure = { success: false, message: result.message };
        return reply.code(result.status).send(failure);
      }
      return {
        success: true as const,
        token: result.token,
        message: 'Login successful',
        expiresAt: result.expiresAt.toISOString(),
      };
    });
  };

/** The signed-in admin's session: sign-out and its deadline (registered in the staff scope). */
export const adminSessionRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const clock = clockOf(deps);

    route(app, signOut, async (request) => {
      await revokeSession(deps.database.db, adminOf(request).sessionId, clock());
      return { success: true as const };
    });

    route(app, getSession, async (request) => {
      const admin = adminOf(request);
      return { username: admin.username, expiresAt: admin.expiresAt.toISOString() };
    });
  };
