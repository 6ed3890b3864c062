import { ZV1IdParamsSchema, ZV1ListQuerySchema } from '../../v1-lists';
import { ZV1ProofListSchema } from '../../v1-proofs';
import { defineContract } from '../contract';

export const v1ListProofs = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id/proofs',
  auth: 'api-key',
  docs: {
    operationId: 'listProofs',
    summary: "List a campaign's proofs",
    description:
      "Each recipient's proof with the pen check's warnings, in recipient order, by cursor (a recipient id).",
  },
  params: ZV1IdParamsSchema,
  query: ZV1ListQuerySchema,
  response: ZV1ProofListSchema,
});
