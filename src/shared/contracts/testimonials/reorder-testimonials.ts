import { z } from 'zod';
import { ZAdminTestimonialSchema, ZTestimonialReorderSchema } from '../../testimonial-schemas';
import { defineContract } from '../contract';

/**
 * Saves the full new order of the testimonials (the home page shows the first three visible ones) and
 * answers every testimonial in that order. Admin token.
 */
export const reorderTestimonials = defineContract({
  method: 'PUT',
  path: '/api/admin/testimonials/reorder',
  auth: 'staff',
  body: ZTestimonialReorderSchema,
  response: z.array(ZAdminTestimonialSchema),
});
