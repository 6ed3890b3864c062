import { ZCampaignParamsSchema } from '../../admin-campaigns';
import { ZStartedJobSchema } from '../../production';
import { defineContract } from '../contract';

/**
 * Starts building the paid campaign's production pack in the background, or answers the job already building
 * it. 409 for a campaign without a paid order. Admin token.
 */
export const startProductionPack = defineContract({
  method: 'POST',
  path: '/api/admin/campaigns/:id/production-pack',
  auth: 'staff',
  params: ZCampaignParamsSchema,
  response: ZStartedJobSchema,
  status: 202,
});
