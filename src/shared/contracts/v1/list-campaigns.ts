import { ZV1CampaignListSchema } from '../../v1-campaigns';
import { ZV1ListQuerySchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1ListCampaigns = defineContract({
  method: 'GET',
  path: '/v1/campaigns',
  auth: 'api-key',
  docs: {
    operationId: 'listCampaigns',
    summary: 'List campaigns',
    description: "The key's account's campaigns of the key's mode, newest first, by cursor.",
  },
  query: ZV1ListQuerySchema,
  response: ZV1CampaignListSchema,
});
