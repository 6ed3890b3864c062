import type { FastifyPluginAsync } from 'fastify';
import { checkHealth } from '../../../shared/contracts/health/check-health';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { unavailable } from '../../lib/errors';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, checkHealth, async () => {
      try {
        await deps.database.ping();
      } catch {
        throw unavailable('Database unavailable.');
      }
      return { status: 'ok' as const, database: deps.database.kind };
    });
  };
