import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { guardScope } from '../../lib/auth-scope';
import { adminTemplateRoutes } from '../catalog/routes.admin';
import { adminContactMessageRoutes } from '../contact/routes.admin';
import { productionRoutes } from '../production/routes';
import { adminProgramRoutes } from '../programs/routes.admin';
import { adminTestimonialRoutes } from '../testimonials/routes.admin';
import { loadOperationsToken } from './auth/operations-token';
import { requireStaff } from './auth/require-staff';
import { adminSessionRoutes, adminSignInRoutes } from './auth/routes';
import { adminCampaignRoutes } from './campaigns/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminFileRoutes } from './files/routes';
import { adminManualOrderRoutes } from './manual-orders/routes';
import { adminOrderRoutes } from './orders/routes';

/**
 * The back office (back-office.md). Signing in is open; every other staff route is registered in the staff
 * scope below, whose guard refuses a request without a live admin session before anything else runs (deny by
 * default). Public catalogue files are served by the catalog feature.
 */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(adminSignInRoutes(deps));

    const operations = loadOperationsToken(deps.config.dataDir);
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') operations.recordUrl(`http://127.0.0.1:${address.port}`);
    });

    await app.register(async (staff) => {
      guardScope(staff, 'staff', requireStaff(deps, operations));
      await staff.register(adminSessionRoutes(deps));
      await staff.register(adminDashboardRoutes(deps));
      await staff.register(adminCampaignRoutes(deps));
      await staff.register(adminOrderRoutes(deps));
      await staff.register(adminFileRoutes(deps));
      await staff.register(adminTemplateRoutes(deps));
      await staff.register(adminTestimonialRoutes(deps));
      await staff.register(adminManualOrderRoutes(deps));
      await staff.register(adminContactMessageRoutes(deps));
      await staff.register(productionRoutes(deps));
      await staff.register(adminProgramRoutes(deps));
    });
  };
