import { ZAdminCampaignListQuerySchema, ZAdminCampaignPageSchema } from '../../admin-campaigns';
import { defineContract } from '../contract';

/** One page of campaigns, newest first, searched (`q`) and filtered (`status`). Admin token. */
export const listAdminCampaigns = defineContract({
  method: 'GET',
  path: '/api/admin/campaigns',
  auth: 'staff',
  query: ZAdminCampaignListQuerySchema,
  response: ZAdminCampaignPageSchema,
});
