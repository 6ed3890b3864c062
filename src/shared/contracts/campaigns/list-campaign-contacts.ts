import { z } from 'zod';
import { ZCampaignIdParamsSchema, ZStoredContactSchema } from '../../campaign';
import { defineContract } from '../contract';

/** The stored contacts of a campaign, in upload order (the order confirmation lists them). */
export const listCampaignContacts = defineContract({
  method: 'GET',
  path: '/api/campaigns/:id/contacts',
  params: ZCampaignIdParamsSchema,
  response: z.array(ZStoredContactSchema),
});
