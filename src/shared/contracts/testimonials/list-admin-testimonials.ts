import { z } from 'zod';
import { ZAdminTestimonialSchema } from '../../testimonial-schemas';
import { defineContract } from '../contract';

/** Every testimonial, hidden ones included, in home-page order (back-office.md §6). Admin token. */
export const listAdminTestimonials = defineContract({
  method: 'GET',
  path: '/api/admin/testimonials',
  auth: 'staff',
  response: z.array(ZAdminTestimonialSchema),
});
