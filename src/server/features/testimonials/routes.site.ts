import type { FastifyPluginAsync } from 'fastify';
import { listTestimonials } from '../../../shared/contracts/testimonials/list-testimonials';
import type { AppDeps } from '../../app-deps';
import { cachedRoute } from '../../lib/public-reads/cached-route';
import { listVisibleTestimonials } from './testimonial-store';

export const testimonialRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // Read on every home page visit, changed only by the back office (which invalidates it).
    cachedRoute(app, listTestimonials, deps.publicReads, () => listVisibleTestimonials(deps.database.db));
  };
