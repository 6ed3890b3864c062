import { ZCampaignIdParamsSchema, ZCampaignSchema } from '../../campaign';
import { defineContract } from '../contract';

/** A campaign by its unguessable id (the checkout reads it); 404 'Campaign not found'. */
export const getCampaign = defineContract({
  method: 'GET',
  path: '/api/campaigns/:id',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignIdParamsSchema,
  response: ZCampaignSchema,
});
