import { ZV1CampaignSchema } from '../../v1-campaigns';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1CancelCampaign = defineContract({
  method: 'POST',
  path: '/v1/campaigns/:id/cancel',
  auth: 'api-key',
  docs: {
    operationId: 'cancelCampaign',
    summary: 'Cancel a campaign',
    description:
      'Cancels a draft, or a paid campaign not yet in production with a full refund; 409 once production started.',
  },
  params: ZV1IdParamsSchema,
  response: ZV1CampaignSchema,
});
