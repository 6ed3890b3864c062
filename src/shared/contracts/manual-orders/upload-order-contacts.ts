import { ZContactsUploadResponseSchema } from '../../manual-order';
import { defineContract, MULTIPART } from '../contract';

/** A manual order's contacts CSV (token; multipart field `csv`, ≤ 5 MB), parsed with the shared CSV rules. */
export const uploadOrderContacts = defineContract({
  method: 'POST',
  path: '/api/upload/contacts',
  auth: 'staff',
  body: MULTIPART,
  response: ZContactsUploadResponseSchema,
});
