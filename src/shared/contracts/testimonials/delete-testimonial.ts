import { ZSuccessSchema } from '../../success';
import { ZTestimonialParamsSchema } from '../../testimonial-schemas';
import { defineContract } from '../contract';

/** Removes a testimonial. Admin token. */
export const deleteTestimonial = defineContract({
  method: 'DELETE',
  path: '/api/admin/testimonials/:id',
  auth: 'staff',
  params: ZTestimonialParamsSchema,
  response: ZSuccessSchema,
});
