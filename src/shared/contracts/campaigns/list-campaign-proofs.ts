import { ZCampaignIdParamsSchema } from '../../campaign';
import { ZProofListQuerySchema, ZProofListSchema } from '../../proofs';
import { defineContract } from '../contract';

/**
 * A page of a campaign's proofs (issue 11): each stored recipient's name, what needs attention in their
 * note, and where its stroke drawing is. Searched by name, case-insensitive; in upload order.
 */
export const listCampaignProofs = defineContract({
  method: 'GET',
  path: '/api/campaigns/:id/proofs',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignIdParamsSchema,
  query: ZProofListQuerySchema,
  response: ZProofListSchema,
});
