import {
  ZAdminCampaignSchema,
  ZCampaignParamsSchema,
  ZCampaignStatusPatchSchema,
} from '../../admin-campaigns';
import { defineContract } from '../contract';

/** Moves a campaign to any status; answers the updated row. Admin token. */
export const updateCampaignStatus = defineContract({
  method: 'PATCH',
  path: '/api/admin/campaigns/:id',
  params: ZCampaignParamsSchema,
  body: ZCampaignStatusPatchSchema,
  response: ZAdminCampaignSchema,
});
