import { loadStrokeFont } from '../../../../shared/handwriting/load-font';
import { seedFor } from '../../../../shared/handwriting/seed';
import {
  DEFAULT_NATURALNESS,
  type HandwritingStyle,
  normalizeHandwritingStyle,
} from '../../../../shared/handwriting/styles';
import type { MergeContact } from '../../../../shared/merge-fields';
import { renderProof } from '../../../../shared/proof-render';
import type { TProofWarning } from '../../../../shared/proofs';

/** What a note is written with: the campaign's words, style and naturalness. */
export interface NoteSettings {
  campaignId: string;
  message: string;
  style: HandwritingStyle;
  naturalness: number;
}

/** The campaign's handwriting style (rows from before the canonical ids read as professional). */
export function styleOf(row: { handwritingStyle: string }): HandwritingStyle {
  return normalizeHandwritingStyle(row.handwritingStyle) ?? 'professional';
}

/** The naturalness the campaign's notes are written with: the chosen one, else the style's default. */
export function naturalnessOf(row: { handwritingStyle: string; naturalness: number | null }): number {
  return row.naturalness ?? DEFAULT_NATURALNESS[styleOf(row)];
}

export function noteSettings(row: {
  id: string;
  message: string;
  handwritingStyle: string;
  naturalness: number | null;
}): NoteSettings {
  return { campaignId: row.id, message: row.message, style: styleOf(row), naturalness: naturalnessOf(row) };
}

export interface CheckedNote {
  contactId: string;
  name: string;
  warnings: TProofWarning[];
}

/** Notes rendered between two yields to the event loop: other requests are not kept waiting by a big save. */
const SLICE = 200;

/**
 * Renders every recipient's note as the pen would write it and collects its warnings. The style's font is
 * loaded once (the loader caches it per style) and reused for all notes; about 1 ms a note, so 5,000 notes
 * are checked in a few seconds, in slices that leave the server answering other requests meanwhile.
 */
export async function checkNotes(
  settings: NoteSettings,
  contacts: readonly (MergeContact & { id: string; name: string })[],
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
      },
      font,
    );
    checked.push({ contactId: contact.id, name: contact.name, warnings: proof.warnings });
  }
  return checked;
}
