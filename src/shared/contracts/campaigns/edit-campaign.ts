import { ZCampaignIdParamsSchema, ZCampaignSchema, ZEditCampaignSchema } from '../../campaign';
import { defineContract } from '../contract';

/**
 * The customer's way back from checkout: changes the name, message, handwriting, design choice, contact fields
 * or delivery date of an unpaid campaign and answers it as stored. 400 when the result would not pass as a new
 * campaign, 404 unknown or expired, 409 once paid.
 */
export const editCampaign = defineContract({
  method: 'PATCH',
  path: '/api/campaigns/:id',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignIdParamsSchema,
  body: ZEditCampaignSchema,
  response: ZCampaignSchema,
});
