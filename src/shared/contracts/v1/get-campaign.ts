import { ZV1CampaignSchema } from '../../v1-campaigns';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1GetCampaign = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id',
  auth: 'api-key',
  docs: {
    operationId: 'getCampaign',
    summary: 'Retrieve a campaign',
    description: "One campaign of the key's account and mode.",
  },
  params: ZV1IdParamsSchema,
  response: ZV1CampaignSchema,
});
