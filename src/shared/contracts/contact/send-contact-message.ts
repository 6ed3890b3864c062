import { ZContactMessageSchema, ZContactResponseSchema } from '../../contact-message';
import { defineContract } from '../contract';

/** The contact form (public-site.md §2); rate-limited per network, 429 with the spec's wording. */
export const sendContactMessage = defineContract({
  method: 'POST',
  path: '/api/contact',
  auth: 'public',
  body: ZContactMessageSchema,
  response: ZContactResponseSchema,
});
