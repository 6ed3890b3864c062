import { ZCampaignParamsSchema } from '../../admin-campaigns';
import { defineContract, FILE } from '../contract';

/** The campaign's last completed production pack (application/zip); 404 before one exists. Admin token. */
export const downloadProductionPack = defineContract({
  method: 'GET',
  path: '/api/admin/campaigns/:id/production-pack',
  auth: 'staff',
  params: ZCampaignParamsSchema,
  response: FILE,
});
