import { z } from 'zod';
import { ZProofSvgQuerySchema, ZProofWarningSchema } from './proofs';
import { v1Object, v1Text, v1Uuid } from './v1-fields';
import { zV1List } from './v1-lists';

const warning = ZProofWarningSchema.shape;

/** Something the pen check found in one note. */
const ZV1ProofWarningSchema = z
  .object({
    code: warning.code.describe(
      '`overflow` (the note does not fit) and `unwritable_character` stop a note; `blank_field` only reads with a gap.',
    ),
    message: warning.message.describe('What was found, in words.'),
  })
  .meta({ id: 'ProofWarning', description: 'Something the pen check found in a note.' });

/**
 * One recipient's proof: what the pen check found in the note (overflow and unwritable characters stop a
 * note; a blank merge field only reads with a gap) and where its SVG is.
 */
const ZV1ProofSchema = z
  .object({
    object: v1Object('proof'),
    recipient_id: v1Uuid('The recipient the note is for.'),
    name: v1Text("The recipient's name."),
    warnings: z.array(ZV1ProofWarningSchema).describe('What the pen check found; empty when nothing.'),
    svg_url: v1Text('The back of the card as the pen writes it (`image/svg+xml`), relative to the site.'),
    card_svg_url: v1Text(
      'The card as the recipient holds it: the printed back under the writing (`svg_url` with `?view=card`).',
    ),
  })
  .meta({ id: 'Proof', description: "One recipient's proof: the note as the pen writes it, checked." });

export const ZV1ProofListSchema = zV1List(ZV1ProofSchema);

/** `/v1/campaigns/:id/proofs/:recipient_id.svg`. */
export const ZV1ProofParamsSchema = z.object({
  id: z.string().min(1).max(100),
  recipient_id: z.string().min(1).max(100),
});

/** The proof's `?view=card`, as the site's; any other query parameter is refused, as everywhere in /v1. */
export const ZV1ProofSvgQuerySchema = z.strictObject(ZProofSvgQuerySchema.shape);
