import type { FastifyPluginAsync } from 'fastify';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { dashboardStats } from '../../campaigns/campaign-stats';

export const adminDashboardRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, getAdminStats, async () => dashboardStats(deps.database.db));
  };
