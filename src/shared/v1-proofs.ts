import { z } from 'zod';
import { ZProofWarningSchema } from './proofs';
import { zV1List } from './v1-lists';

/**
 * One recipient's proof: what the pen check found in the note (overflow and unwritable characters stop a
 * note; a blank merge field only reads with a gap) and where its SVG is.
 */
const ZV1ProofSchema = z
  .object({
    object: z.literal('proof'),
    recipient_id: z.string().uuid(),
    name: z.string(),
    warnings: z.array(ZProofWarningSchema),
    /** The back of the card as the pen writes it (`image/svg+xml`), relative to the site. */
    svg_url: z.string(),
    /** The card as the recipient holds it: the printed back under the writing (`svg_url` with `?view=card`). */
    card_svg_url: z.string(),
  })
  .meta({ id: 'Proof' });

export const ZV1ProofListSchema = zV1List(ZV1ProofSchema);

/** `/v1/campaigns/:id/proofs/:recipient_id.svg`. */
export const ZV1ProofParamsSchema = z.object({
  id: z.string().min(1).max(100),
  recipient_id: z.string().min(1).max(100),
});
