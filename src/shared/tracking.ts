import { z } from 'zod';

/**
 * What a customer's order goes through after payment (issue 12 §2): the timeline's stages, in order. They
 * are read from the order, the campaign and its notes: paid (order paid), in review (campaign pending),
 * in production (campaign processing), written and mailed (every note marked by staff).
 */
export const TIMELINE_STAGES = ['paid', 'in_review', 'in_production', 'written', 'mailed'] as const;
export type TimelineStage = (typeof TIMELINE_STAGES)[number];

export const TIMELINE_LABELS: Record<TimelineStage, string> = {
  paid: 'Paid',
  in_review: 'In review',
  in_production: 'In production',
  written: 'Written',
  mailed: 'Mailed',
};

/** What status_history rows are about: a campaign status, an order status, or notes marked written/mailed. */
export const STATUS_SUBJECTS = ['campaign', 'order', 'notes'] as const;
export type StatusSubject = (typeof STATUS_SUBJECTS)[number];

/** One row of status history, as the customer's timeline and the back office's campaign row show it. */
export const ZStatusHistoryEntrySchema = z.object({
  subject: z.enum(STATUS_SUBJECTS),
  /** A campaign or order status, or 'written' / 'mailed' for notes. */
  status: z.string(),
  fromStatus: z.string().nullable(),
  /** 'system', 'customer' or 'staff:<username>' (the back office shows who; customers see no names). */
  actor: z.string(),
  /** e.g. "Notes 1–50 of 200" or a refund's reason. */
  detail: z.string().nullable(),
  /** ISO timestamp. */
  at: z.string(),
});
export type TStatusHistoryEntry = z.infer<typeof ZStatusHistoryEntrySchema>;
