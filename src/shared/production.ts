/**
 * The production pack (issue 11 §5): what staff download for a paid campaign, and how its build is reported.
 * Shared so the back office shows the same states and file names the server writes.
 */
import { z } from 'zod';
import { ADDRESS_COLUMNS } from './address-columns';

const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** A background job as a progress bar reads it. */
export const ZJobProgressSchema = z.object({
  state: z.enum(JOB_STATES),
  /** Notes written so far, of `total` (0 of 0 until the job has counted them). */
  done: z.number().int(),
  total: z.number().int(),
  /** Why a failed job failed. */
  error: z.string().optional(),
});
export type TJobProgress = z.infer<typeof ZJobProgressSchema>;

export const ZJobParamsSchema = z.object({ id: z.uuid('Job not found.') });

export const ZStartedJobSchema = z.object({ jobId: z.string() });

/** The campaign's pack as the expanded row shows it: the job building it, and the last completed ZIP. */
export const ZProductionPackStatusSchema = z.object({
  /** The last job started for the pack; null before the first, or once the queue has forgotten it. */
  job: ZJobProgressSchema.extend({ id: z.string() }).nullable(),
  /** The completed pack available for download, if any. */
  pack: z
    .object({
      notes: z.number().int(),
      sizeBytes: z.number().int(),
      builtAt: z.string(),
      filename: z.string(),
    })
    .nullable(),
});
export type TProductionPackStatus = z.infer<typeof ZProductionPackStatusSchema>;

export const PRODUCTION_PACK_MESSAGES = {
  unpaid: 'The production pack is available once the campaign is paid.',
  noContacts: 'This campaign has no contacts to write.',
  notBuilt: 'No production pack has been built for this campaign yet. Start one first.',
  jobNotFound: 'Job not found.',
} as const;

/** The download's name, e.g. campaign-1042-production-pack.zip. */
export function productionPackFilename(campaignNumber: number): string {
  return `campaign-${campaignNumber}-production-pack.zip`;
}

/** A note's 1-based position as its files are numbered: 1 → "0001" (more digits past 9,999). */
export function noteSequenceLabel(sequence: number): string {
  return String(sequence).padStart(4, '0');
}

/** The files of one note inside the ZIP. */
export function noteFileNames(sequence: number) {
  const n = noteSequenceLabel(sequence);
  return { message: `notes/${n}-message.svg`, address: `notes/${n}-address.svg`, gcode: `gcode/${n}.gcode` };
}

/** The columns of manifest.csv, one row per note, in this order. */
export const MANIFEST_COLUMNS = [
  'sequence',
  'contact_id',
  ...ADDRESS_COLUMNS,
  'style',
  'message_svg',
  'address_svg',
  'gcode',
  'letter_size_mm',
  'address_letter_size_mm',
  'stroke_length_mm',
  'pen_up_travel_mm',
  'writing_time_s',
] as const;
export type ManifestColumn = (typeof MANIFEST_COLUMNS)[number];
