import { ZCampaignSchema, ZCreateCampaignSchema } from '../../campaign';
import { defineContract } from '../contract';

/**
 * Creates a campaign from the builder's payload (public-site.md §3) or staff's manual payload; prices,
 * totals and status are the server's. Answers 201 with the campaign.
 */
export const createCampaign = defineContract({
  method: 'POST',
  path: '/api/campaigns',
  auth: 'public', // guest or account: a signed-in customer's new campaign joins the account
  body: ZCreateCampaignSchema,
  response: ZCampaignSchema,
  status: 201,
});
