import { ZV1CampaignSchema, ZV1CreateCampaignSchema } from '../../v1-campaigns';
import { defineContract } from '../contract';

/** Creates a draft campaign for the key's account, in the key's mode; send Idempotency-Key to retry safely. */
export const v1CreateCampaign = defineContract({
  method: 'POST',
  path: '/v1/campaigns',
  auth: 'api-key',
  body: ZV1CreateCampaignSchema,
  response: ZV1CampaignSchema,
  status: 201,
});
