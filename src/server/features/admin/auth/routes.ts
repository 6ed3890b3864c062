import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminLoginFailureSchema,
  ZAdminLoginResponseSchema,
  ZAdminLoginSchema,
  ZAdminSessionSchema,
  ZSuccessSchema,
} from '../../../../shared/admin';
import type { AppDeps } from '../../../app-deps';
import { login } from './login-service';
import { adminOf, requireAdmin } from './require-admin';
import { revokeSession } from './session-store';

export const adminAuthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/login',
      {
        schema: {
          body: ZAdminLoginSchema,
          response: {
            200: ZAdminLoginResponseSchema,
            401: ZAdminLoginFailureSchema,
            429: ZAdminLoginFailureSchema,
          },
        },
      },
      async (request, reply) => {
        const result = await login(deps.database.db, request.body, request.ip);
        if (!result.ok) return reply.code(result.status).send({ success: false, message: result.message });
        return {
          success: true as const,
          token: result.token,
          message: 'Login successful',
          expiresAt: result.expiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/api/admin/logout',
      { onRequest: requireAdmin(deps), schema: { response: { 200: ZSuccessSchema } } },
      async (request) => {
        await revokeSession(deps.database.db, adminOf(request).sessionId);
        return { success: true as const };
      },
    );

    app.get(
      '/api/admin/session',
      { onRequest: requireAdmin(deps), schema: { response: { 200: ZAdminSessionSchema } } },
      async (request) => {
        const admin = adminOf(request);
        return { username: admin.username, expiresAt: admin.expiresAt.toISOString() };
      },
    );
  };
