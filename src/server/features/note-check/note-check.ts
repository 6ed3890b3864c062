import type { TBackLayout } from '../../../shared/back-layout';
import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import { seedFor } from '../../../shared/handwriting/seed';
import {
  DEFAULT_NATURALNESS,
  type HandwritingStyle,
  normalizeHandwritingStyle,
} from '../../../shared/handwriting/styles';
import type { MergeContact } from '../../../shared/merge-fields';
import { renderProof } from '../../../shared/proof-render';
import type { TProofWarning } from '../../../shared/proofs';
import type { DbOrTx } from '../../db/client';
import { backLayoutFor, type CardDesign } from '../catalog/back-layout-store';

/** What a note is written with: the campaign's words, style and naturalness, on its card's layout. */
export interface NoteSettings {
  campaignId: string;
  message: string;
  style: HandwritingStyle;
  naturalness: number;
  layout: TBackLayout;
}

/** The campaign's handwriting style (rows from before the canonical ids read as professional). */
export function styleOf(row: { handwritingStyle: string }): HandwritingStyle {
  return normalizeHandwritingStyle(row.handwritingStyle) ?? 'professional';
}

/** The naturalness the campaign's notes are written with: the chosen one, else the style's default. */
export function naturalnessOf(row: { handwritingStyle: string; naturalness: number | null }): number {
  return row.naturalness ?? DEFAULT_NATURALNESS[styleOf(row)];
}

export function noteSettings(
  row: { id: string; message: string; handwritingStyle: string; naturalness: number | null },
  layout: TBackLayout,
): NoteSettings {
  return {
    campaignId: row.id,
    message: row.message,
    style: styleOf(row),
    naturalness: naturalnessOf(row),
    layout,
  };
}

/** The settings of a campaign (or program) with the layout of its card back (`backLayoutFor`). */
export async function noteSettingsFor(
  db: DbOrTx,
  row: Parameters<typeof noteSettings>[0] & CardDesign,
): Promise<NoteSettings> {
  return noteSettings(row, await backLayoutFor(db, row));
}

export interface CheckedNote {
  contactId: string;
  name: string;
  warnings: TProofWarning[];
}

export type NoteContact = MergeContact & { id: string; name: string };

/** Checks a list of notes somewhere else than this thread (note-check-pool.ts), with the very same result. */
export type NoteCheckRunner = (
  settings: NoteSettings,
  contacts: readonly NoteContact[],
) => Promise<CheckedNote[]>;

/** Lists this long or longer go to the note-check threads when the server runs them; shorter ones stay here. */
export const OFF_THREAD_FROM = 200;

let offThread: NoteCheckRunner | undefined;

/** Installs (or with undefined, removes) the threads long lists are checked on: note-check-pool.ts. */
export function checkLongListsWith(runner: NoteCheckRunner | undefined): void {
  offThread = runner;
}

/**
 * Renders every recipient's note as the pen would write it and collects its warnings. A millisecond or more
 * of CPU a note, so a 5,000-recipient list costs seconds: with note-check threads running (NOTE_CHECK_WORKERS)
 * a long list is checked there and this thread keeps answering requests; otherwise here, in slices.
 */
export function checkNotes(settings: NoteSettings, contacts: readonly NoteContact[]): Promise<CheckedNote[]> {
  return offThread && contacts.length >= OFF_THREAD_FROM
    ? offThread(settings, contacts)
    : checkNotesHere(settings, contacts);
}

/** Notes rendered between two yields to the event loop: other requests are not kept waiting by a big save. */
const SLICE = 200;

/**
 * checkNotes on this thread. The style's font is loaded once (the loader caches it per style) and reused for
 * all notes; between slices the event loop answers other work.
 */
export async function checkNotesHere(
  settings: NoteSettings,
  contacts: readonly NoteContact[],
): Promise<CheckedNote[]> {
  const font = await loadStrokeFont(settings.style);
  const checked: CheckedNote[] = [];
  for (const [i, contact] of contacts.entries()) {
    if (i > 0 && i % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const proof = renderProof(
      {
        message: settings.message,
        contact,
        style: settings.style,
        naturalness: settings.naturalness,
        seed: seedFor(settings.campaignId, contact.id),
        layout: settings.layout,
      },
      font,
    );
    checked.push({ contactId: contact.id, name: contact.name, warnings: proof.warnings });
  }
  return checked;
}
