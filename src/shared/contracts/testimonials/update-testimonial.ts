import { ZAdminTestimonialSchema, ZTestimonialParamsSchema } from '../../testimonial-schemas';
import { defineContract, MULTIPART } from '../contract';

/**
 * Changes a testimonial (multipart, as create). The photo is kept unless a new `image` is sent or
 * `removeImage` is true. Admin token.
 */
export const updateTestimonial = defineContract({
  method: 'PUT',
  path: '/api/admin/testimonials/:id',
  auth: 'staff',
  params: ZTestimonialParamsSchema,
  body: MULTIPART,
  response: ZAdminTestimonialSchema,
});
