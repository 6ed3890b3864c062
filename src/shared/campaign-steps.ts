import type { CampaignStatus } from './statuses';

/**
 * The one rule for moving a campaign between statuses (issue 22 §5): the back office's status control, the
 * notes staff mark, the customer's Cancel, `/v1` and the scheduler all ask it. The production steps go
 * draft → pending (in review) → processing (in production) → completed (mailed); cancelled stops them.
 *
 * - Forward may skip steps; the customer is told the step they reached (never for a draft: it was never an
 *   order).
 * - Back needs a reason and tells the customer; it never goes below what the notes' marks prove (a written
 *   note keeps the campaign in production, every note mailed keeps it completed) and never back to draft.
 * - Cancel is possible until every note is mailed; cancelled is final (the customer was told and may have been
 *   refunded).
 *
 * back-office.md §4 says any status may follow any other; this rule wins (GUIDE, "where the spec yields").
 */
const PRODUCTION_STEPS: readonly CampaignStatus[] = ['draft', 'pending', 'processing', 'completed'];

/** A status's place among the production steps, or -1 for one outside them (cancelled, an unknown string). */
export const productionRank = (status: string): number =>
  PRODUCTION_STEPS.findIndex((step) => step === status);

/** What the customer hears about a step, by e-mail through the mail queue. */
export type CustomerNotice =
  | 'in_production'
  | 'mailed'
  | 'cancelled'
  | 'back_in_review'
  | 'back_in_production';

type StepKind = 'same' | 'forward' | 'back' | 'cancel';

export interface CampaignFacts {
  /** The campaign has a paid order. */
  paid: boolean;
  /** Notes staff marked so far, of `total`. */
  notes: { total: number; written: number; mailed: number };
}

export type CampaignStep =
  | { allowed: true; kind: StepKind; needsReason: boolean; notice: CustomerNotice | null }
  | { allowed: false; problem: string };

export const STEP_BACK_REASON_REQUIRED = 'Say why the campaign steps back: the customer is told.';
export const CANCELLED_IS_FINAL =
  'This campaign is cancelled and stays cancelled: its customer was told and may have been refunded.';
export const NEVER_BACK_TO_DRAFT =
  'A campaign never goes back to draft (a draft was never ordered); cancel it instead.';
export const ALL_MAILED_NOT_CANCELLABLE =
  'Every note of this campaign is mailed, so it can no longer be cancelled.';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

const stepIndex = (status: CampaignStatus) => productionRank(status === 'cancelled' ? 'draft' : status);

export function campaignStep(from: CampaignStatus, to: CampaignStatus, facts: CampaignFacts): CampaignStep {
  const { notes } = facts;
  if (from === to) return { allowed: true, kind: 'same', needsReason: false, notice: null };
  if (from === 'cancelled') return { allowed: false, problem: CANCELLED_IS_FINAL };
  const allMailed = notes.total > 0 && notes.mailed >= notes.total;
  if (to === 'cancelled') {
    if (from === 'completed' || allMailed) return { allowed: false, problem: ALL_MAILED_NOT_CANCELLABLE };
    return {
      allowed: true,
      kind: 'cancel',
      needsReason: false,
      notice: from === 'draft' ? null : 'cancelled',
    };
  }
  if (stepIndex(to) > stepIndex(from)) {
    const notice: CustomerNotice | null =
      from === 'draft'
        ? null
        : to === 'processing'
          ? 'in_production'
          : to === 'completed' && !allMailed
            ? 'mailed'
            : null;
    return { allowed: true, kind: 'forward', needsReason: false, notice };
  }
  if (to === 'draft') return { allowed: false, problem: NEVER_BACK_TO_DRAFT };
  if (to === 'pending' && (notes.written > 0 || notes.mailed > 0)) {
    return {
      allowed: false,
      problem: `${plural(Math.max(notes.written, notes.mailed), 'note')} of this campaign ${
        Math.max(notes.written, notes.mailed) === 1 ? 'is' : 'are'
      } already marked written, so it stays in production.`,
    };
  }
  if (to === 'processing' && allMailed) {
    return {
      allowed: false,
      problem: 'Every note of this campaign is marked mailed, so it stays completed.',
    };
  }
  return {
    allowed: true,
    kind: 'back',
    needsReason: true,
    notice: to === 'pending' ? 'back_in_review' : 'back_in_production',
  };
}

/** Whether a recorded change (history's fromStatus → status) was a step back through the production steps. */
export function isStepBack(from: string | null, to: string): boolean {
  return from !== null && productionRank(to) >= 0 && productionRank(to) < productionRank(from);
}

/** The statuses staff may choose from `from` (the current one first). */
export function nextCampaignStatuses(from: CampaignStatus, facts: CampaignFacts): CampaignStatus[] {
  const all: CampaignStatus[] = [...PRODUCTION_STEPS, 'cancelled'];
  return all.filter((to) => campaignStep(from, to, facts).allowed);
}

/**
 * The customer's own Cancel (a full refund): a paid order whose campaign is still in review and has no note
 * written: the same step the rule allows staff, restricted to before production.
 */
export function customerMayCancel(status: CampaignStatus, facts: CampaignFacts): boolean {
  return (
    facts.paid &&
    (status === 'draft' || status === 'pending') &&
    facts.notes.written === 0 &&
    facts.notes.mailed === 0 &&
    campaignStep(status, 'cancelled', facts).allowed
  );
}

/** Who is told what, in the words of the back office's confirmation. */
export function noticeSentence(notice: CustomerNotice | null, customerEmail: string | null): string {
  const who = customerEmail ? `The customer (${customerEmail})` : 'The customer';
  if (!notice) return 'Nobody is e-mailed.';
  if (!customerEmail) return 'Nobody is e-mailed: this campaign has no customer e-mail address.';
  switch (notice) {
    case 'in_production':
      return `${who} is e-mailed that their notes are in production, and can no longer cancel the order themselves.`;
    case 'mailed':
      return `${who} is e-mailed that all their notes are in the mail, with the dates they should arrive.`;
    case 'cancelled':
      return `${who} is e-mailed that the order is cancelled and no notes will be written. A refund is a separate step (Orders tab).`;
    case 'back_in_review':
      return `${who} is e-mailed that the order is back in review, with your reason; their page shows “In review” and they may cancel it again.`;
    case 'back_in_production':
      return `${who} is e-mailed that the order is back in production, with your reason; their page shows “In production”.`;
  }
}
