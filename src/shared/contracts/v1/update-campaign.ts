import { ZV1CampaignSchema, ZV1UpdateCampaignSchema } from '../../v1-campaigns';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1UpdateCampaign = defineContract({
  method: 'POST',
  path: '/v1/campaigns/:id',
  auth: 'api-key',
  docs: {
    operationId: 'updateCampaign',
    summary: 'Update a campaign',
    description:
      'Changes a campaign\'s metadata, in any status (Stripe style: POST to the campaign). The keys sent replace those stored; a key sent as `""` is removed; the others stay.',
  },
  params: ZV1IdParamsSchema,
  body: ZV1UpdateCampaignSchema,
  response: ZV1CampaignSchema,
});
