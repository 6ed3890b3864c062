import { ZContactMessageListQuerySchema, ZContactMessagePageSchema } from '../../contact-message';
import { defineContract } from '../contract';

/** One page of contact-form messages, newest first, searched (`q`) and filtered by status. Admin token. */
export const listContactMessages = defineContract({
  method: 'GET',
  path: '/api/admin/contact-messages',
  auth: 'staff',
  query: ZContactMessageListQuerySchema,
  response: ZContactMessagePageSchema,
});
