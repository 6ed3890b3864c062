import { ZV1CampaignWithOrderSchema } from '../../v1-campaign-actions';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

/** Pays a campaign: a live key charges the account's saved card; a test key makes a test order, charging nothing. */
export const v1SubmitCampaign = defineContract({
  method: 'POST',
  path: '/v1/campaigns/:id/submit',
  auth: 'api-key',
  params: ZV1IdParamsSchema,
  response: ZV1CampaignWithOrderSchema,
});
