import { ZProofParamsSchema } from '../../proofs';
import { defineContract, FILE } from '../contract';

/**
 * One recipient's proof as `image/svg+xml`: the back of the card as the pen writes it (the merged message
 * and the address block), stroke paths only. Deterministic, so it is cached with an ETag of its inputs.
 */
export const getCampaignProof = defineContract({
  method: 'GET',
  path: '/api/campaigns/:id/proofs/:contactId.svg',
  params: ZProofParamsSchema,
  response: FILE,
});
