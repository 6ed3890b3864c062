import type { z } from 'zod';
import type { ZTimelineStepSchema } from '../../../shared/account-orders';
import { productionRank } from '../../../shared/campaign-steps';
import {
  TIMELINE_LABELS,
  TIMELINE_STAGES,
  type TimelineStage,
  type TStatusHistoryEntry,
} from '../../../shared/tracking';
import type { NotesProgress } from '../campaigns/notes-progress-store';

type TimelineStep = z.infer<typeof ZTimelineStepSchema>;

export interface TimelineInput {
  paidAt: Date | null;
  campaignStatus: string;
  history: readonly TStatusHistoryEntry[];
  progress: NotesProgress;
}

export interface Timeline {
  steps: TimelineStep[];
  /** The furthest stage reached (for a cancelled order: the last one reached before cancelling). */
  stage: TimelineStage;
  /** When every note was mailed (ISO), else null. */
  mailedAt: string | null;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const count = (n: number) => n.toLocaleString('en-US');

/**
 * Paid → In review → In production → Written → Mailed, read from where the campaign stands now (for a
 * cancelled one: where it stood when cancelled), the order's payment and the notes staff marked. A step back
 * (campaign-steps.ts: with a reason, the customer told) takes the later stages back off, so the badge, the
 * timeline, the history's last row and Cancel agree; each stage shows when it was last reached. Staff setting
 * a campaign completed counts as all mailed.
 */
export function orderTimeline(input: TimelineInput): Timeline {
  const { history, progress } = input;
  const campaignRows = history.filter((h) => h.subject === 'campaign');
  const firstAt = (subject: string, status: string) =>
    history.find((h) => h.subject === subject && h.status === status)?.at ?? null;
  const lastAt = (status: string) => campaignRows.findLast((h) => h.status === status)?.at ?? null;
  const standing =
    input.campaignStatus === 'cancelled'
      ? (campaignRows.findLast((h) => h.status === 'cancelled')?.fromStatus ?? 'pending')
      : input.campaignStatus;
  const seen = { has: (status: string) => productionRank(standing) >= productionRank(status) };
  const all = (n: number) => progress.contacts > 0 && n === progress.contacts;

  const paidAt = firstAt('order', 'paid') ?? iso(input.paidAt);
  const completedAt = lastAt('completed');
  const mailed = all(progress.mailed) || seen.has('completed');
  const written = mailed || all(progress.written);
  const inProduction = written || seen.has('processing') || progress.written > 0 || progress.mailed > 0;
  const mailedAt = mailed ? (iso(progress.lastMailedAt) ?? completedAt) : null;

  const reached: Record<TimelineStage, { at: string | null } | null> = {
    paid: { at: paidAt },
    // A manual order's campaign may be pending before it is paid: it is in review from the payment on.
    in_review: { at: later(lastAt('pending'), paidAt) },
    in_production: inProduction ? { at: lastAt('processing') ?? firstNotesAt(history) } : null,
    written: written ? { at: iso(progress.lastWrittenAt) ?? mailedAt } : null,
    mailed: mailed ? { at: mailedAt } : null,
  };
  const detail: Partial<Record<TimelineStage, string>> = {};
  if (!written && progress.written > 0) {
    detail.written = `${count(progress.written)} of ${count(progress.contacts)} notes written`;
  }
  if (!mailed && progress.mailed > 0) {
    detail.mailed = `${count(progress.mailed)} of ${count(progress.contacts)} notes mailed`;
  }

  const furthest = TIMELINE_STAGES.reduce((last, stage, i) => (reached[stage] ? i : last), 0);
  const stopped = input.campaignStatus === 'cancelled';
  // Every note written is a finished step, not one in progress: what is under way then is the mailing.
  const allWritten = TIMELINE_STAGES[furthest] === 'written';
  const finished = stopped || furthest === TIMELINE_STAGES.length - 1;
  const current = finished ? -1 : allWritten ? furthest + 1 : furthest;
  const steps = TIMELINE_STAGES.map((stage, i): TimelineStep => {
    const state = i === current ? 'current' : i <= furthest ? 'done' : 'upcoming';
    return {
      stage,
      label: TIMELINE_LABELS[stage],
      at: reached[stage]?.at ?? null,
      state,
      detail: detail[stage] ?? null,
    };
  });
  return { steps, stage: TIMELINE_STAGES[furthest]!, mailedAt };
}

function firstNotesAt(history: readonly TStatusHistoryEntry[]): string | null {
  return history.find((h) => h.subject === 'notes')?.at ?? null;
}
