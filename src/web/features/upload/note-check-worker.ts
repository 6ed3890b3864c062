import { loadHyphenation } from '../../../shared/handwriting/hyphenation';
import type { StrokeFont } from '../../../shared/handwriting/types';
import type { MergeContact } from '../../../shared/merge-fields';
import { renderProof } from '../../../shared/proof-render';
import type { TProofWarning } from '../../../shared/proofs';
import { type NoteDraft, previewInput } from './note-preview';

export interface NoteCheckRequest {
  draft: NoteDraft;
  font: StrokeFont;
  contacts: MergeContact[];
}

export type NoteCheckAnswer =
  | { kind: 'progress'; done: number }
  | { kind: 'done'; warnings: TProofWarning[][] }
  | { kind: 'failed' };

const PROGRESS_EVERY = 250;

/** Renders every recipient's note off the main thread, so the page stays responsive for 5,000 of them. */
self.onmessage = async (event: MessageEvent<NoteCheckRequest>) => {
  const { draft, font, contacts } = event.data;
  try {
    // The renderer's hyphenation patterns, loaded in this worker as `loadStrokeFont` loads them in the page.
    await loadHyphenation();
    const warnings = contacts.map((contact, i) => {
      if (i > 0 && i % PROGRESS_EVERY === 0)
        self.postMessage({ kind: 'progress', done: i } satisfies NoteCheckAnswer);
      return renderProof(previewInput(draft, contact, i), font).warnings;
    });
    self.postMessage({ kind: 'done', warnings } satisfies NoteCheckAnswer);
  } catch {
    self.postMessage({ kind: 'failed' } satisfies NoteCheckAnswer);
  }
};
