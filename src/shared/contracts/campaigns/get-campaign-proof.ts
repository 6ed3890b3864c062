import { ZProofParamsSchema, ZProofSvgQuerySchema } from '../../proofs';
import { defineContract, FILE } from '../contract';

/**
 * One recipient's proof as `image/svg+xml`: the back of the card as the pen writes it (the merged message
 * and the address block), stroke paths only; with `?view=card`, the card as the recipient holds it (the
 * printed back under the writing, `ZProofSvgQuerySchema`). Deterministic, so it is cached with an ETag of its
 * inputs (and the view).
 */
export const getCampaignProof = defineContract({
  method: 'GET',
  path: '/api/campaigns/:id/proofs/:contactId.svg',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZProofParamsSchema,
  query: ZProofSvgQuerySchema,
  response: FILE,
});
