import { ZAdminCampaignSchema, ZCampaignParamsSchema } from '../../admin-campaigns';
import { ZNotesProgressSchema } from '../../notes-progress';
import { defineContract } from '../contract';

/**
 * Marks notes written or mailed (the whole campaign, or manifest sequence numbers from–to): a pending
 * campaign goes into production, a campaign whose notes are all mailed is completed, the customer is
 * e-mailed. Notes already marked are left as they were. 409 unless the campaign is paid and not cancelled.
 * Answers the updated row. Admin token.
 */
export const markNotesProgress = defineContract({
  method: 'POST',
  path: '/api/admin/campaigns/:id/progress',
  auth: 'staff',
  params: ZCampaignParamsSchema,
  body: ZNotesProgressSchema,
  response: ZAdminCampaignSchema,
});
