import { z } from 'zod';
import { ZCampaignIdParamsSchema, ZPublicContactSchema } from '../../campaign';
import { defineContract } from '../contract';

/** A campaign's recipients (names and addresses only), in upload order: the order confirmation lists them. */
export const listCampaignContacts = defineContract({
  method: 'GET',
  path: '/api/campaigns/:id/contacts',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignIdParamsSchema,
  response: z.array(ZPublicContactSchema),
});
