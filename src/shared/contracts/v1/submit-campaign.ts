import { ZV1SubmitCampaignSchema } from '../../v1-campaign-actions';
import { ZV1CampaignSchema } from '../../v1-campaigns';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1SubmitCampaign = defineContract({
  method: 'POST',
  path: '/v1/campaigns/:id/submit',
  auth: 'api-key',
  docs: {
    operationId: 'submitCampaign',
    summary: 'Submit and pay for a campaign',
    description:
      "Pays a campaign: a live key charges the account's saved card; a test key makes a test order, charging nothing (or, with `payment_method: pm_card_chargeDeclined`, is declined as a real card can be).",
  },
  params: ZV1IdParamsSchema,
  body: ZV1SubmitCampaignSchema,
  response: ZV1CampaignSchema,
});
