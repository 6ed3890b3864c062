import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          response: {
            200: z.object({ status: z.literal('ok'), database: z.string() }),
            503: z.object({ message: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await deps.database.ping();
        } catch {
          return reply.code(503).send({ message: 'Database unavailable.' });
        }
        return { status: 'ok' as const, database: deps.database.kind };
      },
    );
  };
