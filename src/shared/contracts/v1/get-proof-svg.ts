import { ZV1ProofParamsSchema, ZV1ProofSvgQuerySchema } from '../../v1-proofs';
import { defineContract, FILE } from '../contract';

export const v1GetProofSvg = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id/proofs/:recipient_id.svg',
  auth: 'api-key',
  docs: {
    operationId: 'getProofSvg',
    summary: "Download a recipient's proof as SVG",
    description:
      'One recipient\'s proof as `image/svg+xml`: the back of the card exactly as the pen writes it; with `?view=card`, the card as the recipient holds it: the printed back (`<g id="printed">`) under the writing (`<g id="pen">` holding `<g id="message">` and `<g id="address">`), `viewBox="0 0 177.8 127"` (mm).',
    fileType: 'image/svg+xml',
  },
  params: ZV1ProofParamsSchema,
  query: ZV1ProofSvgQuerySchema,
  response: FILE,
});
