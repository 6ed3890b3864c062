import { ZV1CampaignListQuerySchema, ZV1CampaignListSchema } from '../../v1-campaigns';
import { defineContract } from '../contract';

export const v1ListCampaigns = defineContract({
  method: 'GET',
  path: '/v1/campaigns',
  auth: 'api-key',
  docs: {
    operationId: 'listCampaigns',
    summary: 'List campaigns',
    description:
      "The key's account's campaigns of the key's mode, newest first, by cursor; filtered by status, creation time and metadata when asked.",
  },
  query: ZV1CampaignListQuerySchema,
  response: ZV1CampaignListSchema,
});
