import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTestimonialSchema } from '../../../shared/catalog-schemas';
import type { AppDeps } from '../../app-deps';
import { listVisibleTestimonials } from './testimonial-store';

export const testimonialRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/testimonials', { schema: { response: { 200: z.array(ZTestimonialSchema) } } }, async () =>
      listVisibleTestimonials(deps.database.db),
    );
  };
