import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { productionRoutes } from '../production/routes';
import { adminAuthRoutes } from './auth/routes';
import { adminCampaignRoutes } from './campaigns/routes';
import { adminContactMessageRoutes } from './contact-messages/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminFileRoutes } from './files/routes';
import { adminManualOrderRoutes } from './manual-orders/routes';
import { adminOrderRoutes } from './orders/routes';
import { adminProgramRoutes } from './programs/routes';
import { adminTemplateRoutes } from './templates/routes';
import { adminTestimonialRoutes } from './testimonials/routes';

/**
 * The back office (back-office.md). Each sub-plugin guards its own routes with requireAdmin; only sign-in is
 * open (public catalogue files are served by the catalog feature).
 */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(adminAuthRoutes(deps));
    await app.register(adminDashboardRoutes(deps));
    await app.register(adminCampaignRoutes(deps));
    await app.register(adminOrderRoutes(deps));
    await app.register(adminFileRoutes(deps));
    await app.register(adminTemplateRoutes(deps));
    await app.register(adminTestimonialRoutes(deps));
    await app.register(adminManualOrderRoutes(deps));
    await app.register(adminContactMessageRoutes(deps));
    await app.register(productionRoutes(deps));
    await app.register(adminProgramRoutes(deps));
  };
