import { z } from 'zod';
import { ZTestimonialSchema } from '../../testimonial-schemas';
import { defineContract } from '../contract';

/** The visible testimonials in display order, for the home page (public-site.md §4). Cached, with an ETag. */
export const listTestimonials = defineContract({
  method: 'GET',
  path: '/api/testimonials',
  auth: 'public',
  response: z.array(ZTestimonialSchema),
});
