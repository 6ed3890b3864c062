import { ZV1CampaignSchema, ZV1CreateCampaignSchema } from '../../v1-campaigns';
import { defineContract } from '../contract';

export const v1CreateCampaign = defineContract({
  method: 'POST',
  path: '/v1/campaigns',
  auth: 'api-key',
  docs: {
    operationId: 'createCampaign',
    summary: 'Create a draft campaign',
    description:
      "Creates a draft campaign for the key's account, in the key's mode; send Idempotency-Key to retry safely.",
  },
  body: ZV1CreateCampaignSchema,
  response: ZV1CampaignSchema,
  status: 201,
});
