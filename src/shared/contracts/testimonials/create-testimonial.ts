import { ZAdminTestimonialSchema } from '../../testimonial-schemas';
import { defineContract, MULTIPART } from '../contract';

/**
 * Adds a testimonial at the end of the home page's list (multipart: the fields of `ZTestimonialFieldsSchema`
 * and an optional `image`, stored public). Admin token.
 */
export const createTestimonial = defineContract({
  method: 'POST',
  path: '/api/admin/testimonials',
  auth: 'staff',
  body: MULTIPART,
  response: ZAdminTestimonialSchema,
});
