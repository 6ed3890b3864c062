import { ZV1AdvancedCampaignSchema } from '../../v1-campaign-actions';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1AdvanceTestCampaign = defineContract({
  method: 'POST',
  path: '/v1/test/campaigns/:id/advance',
  auth: 'api-key',
  docs: {
    operationId: 'advanceTestCampaign',
    summary: 'Advance a test campaign one step',
    description:
      'Test keys only: moves a submitted test campaign one step (in production → written → mailed and completed).',
  },
  params: ZV1IdParamsSchema,
  response: ZV1AdvancedCampaignSchema,
});
