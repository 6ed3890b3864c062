/**
 * Proofs (issue 11): what can need the customer's attention in a recipient's note, worded once for the
 * server's answers and the upload page, and the shapes of the proof routes. Rendering: `proof-render.ts`.
 */
import { z } from 'zod';

const PROOF_WARNING_CODES = ['overflow', 'blank_field', 'unwritable_character'] as const;
export type ProofWarningCode = (typeof PROOF_WARNING_CODES)[number];

export const ZProofWarningSchema = z.object({ code: z.enum(PROOF_WARNING_CODES), message: z.string() });
export type TProofWarning = z.infer<typeof ZProofWarningSchema>;

export const PROOFS_PAGE_SIZE = 24;

/** `GET /api/campaigns/:id/proofs?page=1&pageSize=24&q=` */
export const ZProofListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1.').optional().default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize is 1 to 100.')
    .max(100, 'pageSize is 1 to 100.')
    .optional()
    .default(PROOFS_PAGE_SIZE),
  q: z.string().trim().max(200, 'Search at most 200 characters.').optional().default(''),
});
export type TProofListQuery = z.input<typeof ZProofListQuerySchema>;

const ZProofItemSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  warnings: z.array(ZProofWarningSchema),
  /** The pen's strokes only; `cardSvgUrl` is the card as the recipient holds it (`?view=card`). */
  svgUrl: z.string(),
  cardSvgUrl: z.string(),
});

/** `total` and `needsAttention` count the recipients matching the search (all of them without one). */
export const ZProofListSchema = z.object({
  total: z.number().int(),
  needsAttention: z.number().int(),
  items: z.array(ZProofItemSchema),
});
export type TProofList = z.infer<typeof ZProofListSchema>;

/**
 * How a proof SVG shows the note: without `view`, the pen's strokes only (identical to the production pack's
 * files); `view=card`, the back as the recipient holds it: the printed artwork (`<g id="printed">`) under
 * the writing (`<g id="pen">` with `<g id="message">` and `<g id="address">`), in mm (177.8 × 127).
 */
const PROOF_VIEWS = ['card'] as const;
export type ProofView = (typeof PROOF_VIEWS)[number];
export const ZProofSvgQuerySchema = z.object({
  view: z.enum(PROOF_VIEWS, { message: 'view is "card" or absent.' }).optional(),
});

/** A proof's card view URL: the same file with `?view=card`. */
export function cardViewUrl(svgUrl: string): string {
  return `${svgUrl}${svgUrl.includes('?') ? '&' : '?'}view=card`;
}

/** `:contactId` of the proof SVG; any string, so a malformed id answers 404 rather than 400. */
export const ZProofParamsSchema = z.object({ id: z.string(), contactId: z.string() });

/** Codes that stop a note from being written: the server refuses them and the upload page blocks Continue. */
export const BLOCKING_WARNINGS: readonly ProofWarningCode[] = ['overflow', 'unwritable_character'];

const quoted = (items: readonly string[]) => items.map((c) => `"${c}"`).join(', ');

export const PROOF_MESSAGES = {
  messageOverflow: 'The message does not fit on the card, even in the smallest handwriting. Shorten it.',
  addressOverflow: 'The name and address do not fit in the address block. Shorten them in your CSV.',
  blankField: (fields: readonly string[]) =>
    `${fields.map((f) => `{{${f}}}`).join(', ')} ${fields.length === 1 ? 'is' : 'are'} blank for this recipient, so the note reads with a gap.`,
  unwritable: (chars: readonly string[]) =>
    `The pen cannot write ${quoted(chars)}. Replace ${chars.length === 1 ? 'it' : 'them'} in your message or CSV.`,
} as const;

/** True when the proof has a warning that stops the note from being written. */
export function isBlocked(warnings: readonly TProofWarning[]): boolean {
  return warnings.some((w) => BLOCKING_WARNINGS.includes(w.code));
}

/** A note that needs the customer's attention: any warning at all. */
export function needsAttention(warnings: readonly TProofWarning[]): boolean {
  return warnings.length > 0;
}

/** A name as a message quotes it: a runaway CSV cell is cut short. */
const NAME_SHOWN = 40;
const shortName = (name: string) =>
  name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN - 1).trimEnd()}…` : name;

/** "Ann Lee, Bo Chan, Cy Diaz and 4 more" — the recipients a refusal or a blocked Continue names. */
export function nameRecipients(names: readonly string[], shown = 3): string {
  const first = names.slice(0, shown).map(shortName);
  const more = names.length - first.length;
  if (more > 0) return `${first.join(', ')} and ${more} more`;
  if (first.length <= 1) return first.join('');
  return `${first.slice(0, -1).join(', ')} and ${first[first.length - 1]}`;
}

/** The sentence that blocks a save or Continue: which recipients' notes cannot be written, and why. */
export function blockedNotesMessage(blocked: readonly { name: string; warnings: TProofWarning[] }[]): string {
  const count = blocked.length;
  const codes = new Set(blocked.flatMap((b) => b.warnings.map((w) => w.code)));
  const why = [
    codes.has('overflow') ? 'text that does not fit the card' : null,
    codes.has('unwritable_character') ? 'characters the pen cannot write' : null,
  ]
    .filter(Boolean)
    .join(' or ');
  const notes =
    count === 1 ? '1 note cannot be written' : `${count.toLocaleString('en-US')} notes cannot be written`;
  return `${notes} (${why}): ${nameRecipients(blocked.map((b) => b.name))}. Fix your message or CSV and upload it again.`;
}
