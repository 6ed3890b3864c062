import { ZCampaignDesignParamsSchema } from '../../campaign';
import { defineContract, FILE } from '../contract';

/**
 * A campaign's stored front, back or logo file (the checkout thumbnail). Whoever holds the unguessable
 * campaign id may see it, as with its contacts.
 */
export const getCampaignDesign = defineContract({
  method: 'GET',
  path: '/api/campaigns/:id/design/:side',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignDesignParamsSchema,
  response: FILE,
});
