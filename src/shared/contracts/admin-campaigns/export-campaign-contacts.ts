import { ZCampaignParamsSchema } from '../../admin-campaigns';
import { defineContract, FILE } from '../contract';

/**
 * The campaign's stored contacts as a CSV download (name,address1,address2,city,state,zip; formula cells
 * neutralised). Its Content-Disposition names the file after the campaign. Admin token.
 */
export const exportCampaignContacts = defineContract({
  method: 'GET',
  path: '/api/admin/campaigns/:id/contacts/csv',
  auth: 'staff',
  params: ZCampaignParamsSchema,
  response: FILE,
});
