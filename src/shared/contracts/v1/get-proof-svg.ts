import { ZV1ProofParamsSchema } from '../../v1-proofs';
import { defineContract, FILE } from '../contract';

/** One recipient's proof as `image/svg+xml`: the back of the card exactly as the pen writes it. */
export const v1GetProofSvg = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id/proofs/:recipient_id.svg',
  params: ZV1ProofParamsSchema,
  response: FILE,
});
