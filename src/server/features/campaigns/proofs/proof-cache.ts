import { createHash } from 'node:crypto';
import type { TBackLayout } from '../../../../shared/back-layout';
import type { CheckedNote } from '../../note-check/note-check';

/**
 * The checked notes of recently viewed campaigns, so paging and searching through 5,000 proofs renders them
 * once, not on every request. An entry is valid for one version of the campaign (its `updatedAt`, which
 * every change of its contacts moves); a few campaigns are kept, the least recently used leaves first.
 */
const KEPT = 16;
/** Promises, so two requests arriving together while a campaign is checked share one check. */
const entries = new Map<string, { version: string; notes: Promise<CheckedNote[]> }>();

/**
 * The version of a campaign's contacts and settings that checked notes are cached for, with its card's layout
 * (staff may re-lay out a template's back: its notes are checked again).
 */
export function notesVersion(row: { updatedAt: Date; totalNotes: number }, layout: TBackLayout): string {
  const digest = createHash('sha256').update(JSON.stringify(layout)).digest('base64url').slice(0, 16);
  return `${row.updatedAt.getTime()}:${row.totalNotes}:${digest}`;
}

export function cachedNotes(campaignId: string, version: string): Promise<CheckedNote[]> | undefined {
  const entry = entries.get(campaignId);
  if (!entry || entry.version !== version) return undefined;
  entries.delete(campaignId);
  entries.set(campaignId, entry);
  return entry.notes;
}

export function rememberNotes(campaignId: string, version: string, notes: Promise<CheckedNote[]>): void {
  entries.delete(campaignId);
  entries.set(campaignId, { version, notes });
  // A failed check is not kept: the next request tries again.
  notes.catch(() => {
    if (entries.get(campaignId)?.notes === notes) entries.delete(campaignId);
  });
  while (entries.size > KEPT) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}
