import {
  ZAdminContactMessageSchema,
  ZContactMessageParamsSchema,
  ZContactMessageStatusPatchSchema,
} from '../../contact-message';
import { defineContract } from '../contract';

/** Marks a message answered (stamping when) or new again. Answers the updated row. Admin token. */
export const updateContactMessageStatus = defineContract({
  method: 'PATCH',
  path: '/api/admin/contact-messages/:id',
  auth: 'staff',
  params: ZContactMessageParamsSchema,
  body: ZContactMessageStatusPatchSchema,
  response: ZAdminContactMessageSchema,
});
