import { ZCampaignParamsSchema } from '../../admin-campaigns';
import { ZCampaignHistorySchema } from '../../notes-progress';
import { defineContract } from '../contract';

/** The campaign's status history (campaign, orders, notes), oldest first, with who made each change. Admin token. */
export const listCampaignHistory = defineContract({
  method: 'GET',
  path: '/api/admin/campaigns/:id/history',
  auth: 'staff',
  params: ZCampaignParamsSchema,
  response: ZCampaignHistorySchema,
});
