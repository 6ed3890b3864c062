/**
 * Staff mark a campaign's notes written, then mailed (issue 12 §3): the whole campaign, or a range of
 * manifest sequence numbers (1 … notes, inclusive) for a partial batch.
 */
import { z } from 'zod';
import { ZStatusHistoryEntrySchema } from './tracking';

const NOTES_PROGRESS_STAGES = ['written', 'mailed'] as const;
export type NotesProgressStage = (typeof NOTES_PROGRESS_STAGES)[number];

const SEQUENCE_MESSAGE = 'Sequence numbers are whole numbers from 1.';
const sequence = z.number({ message: SEQUENCE_MESSAGE }).int(SEQUENCE_MESSAGE).min(1, SEQUENCE_MESSAGE);

export const ZNotesProgressSchema = z
  .object({
    stage: z.enum(NOTES_PROGRESS_STAGES, { message: 'Stage must be written or mailed.' }),
    from: sequence.optional(),
    to: sequence.optional(),
  })
  .refine((v) => (v.from === undefined) === (v.to === undefined), {
    message: 'Give both ends of the range (from and to), or neither for the whole campaign.',
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
    message: 'The range must start at or before its end (from ≤ to).',
  });
export type TNotesProgress = z.infer<typeof ZNotesProgressSchema>;

/** Why this range cannot be marked on a campaign of `notes` notes (a readable sentence), or null. */
export function progressRangeProblem(
  input: Pick<TNotesProgress, 'from' | 'to'>,
  notes: number,
): string | null {
  if (notes === 0) return 'This campaign has no notes to mark.';
  if (input.to !== undefined && input.to > notes) {
    return `The range must lie within the campaign's notes, 1 to ${notes.toLocaleString('en-US')}.`;
  }
  return null;
}

/** "Notes 1–50 of 200", "Note 7 of 200": a batch in the history and the e-mails. */
export function notesRangeLabel(from: number, to: number, total: number): string {
  const of = total.toLocaleString('en-US');
  return from === to ? `Note ${from} of ${of}` : `Notes ${from}–${to} of ${of}`;
}

/** GET /api/admin/campaigns/:id/history: everything that happened to the campaign, oldest first. */
export const ZCampaignHistorySchema = z.object({ items: z.array(ZStatusHistoryEntrySchema) });
