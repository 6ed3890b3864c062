import {
  ZAdminCampaignSchema,
  ZCampaignParamsSchema,
  ZCampaignStatusPatchSchema,
} from '../../admin-campaigns';
import { defineContract } from '../contract';

/** Moves a campaign a step the shared rule allows (campaign-steps.ts); answers the updated row. Admin token. */
export const updateCampaignStatus = defineContract({
  method: 'PATCH',
  path: '/api/admin/campaigns/:id',
  auth: 'staff',
  params: ZCampaignParamsSchema,
  body: ZCampaignStatusPatchSchema,
  response: ZAdminCampaignSchema,
});
