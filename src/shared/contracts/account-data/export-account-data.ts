import { ZAccountExportSchema } from '../../account-data';
import { defineContract } from '../contract';

/** Everything the account holds, as an attachment `quillpost-account-<date>.json` (session cookie). */
export const exportAccountData = defineContract({
  method: 'GET',
  path: '/api/account/export',
  auth: 'account',
  response: ZAccountExportSchema,
});
