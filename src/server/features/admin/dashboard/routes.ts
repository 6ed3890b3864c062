import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminStatsSchema } from '../../../../shared/admin';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../auth/require-admin';
import { dashboardStats } from './stats-store';

export const adminDashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/stats',
      { onRequest: requireAdmin(deps), schema: { response: { 200: ZAdminStatsSchema } } },
      async () => dashboardStats(deps.database.db),
    );
  };
