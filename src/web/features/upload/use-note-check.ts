import { useEffect, useState } from 'react';
import type { StrokeFont } from '../../../shared/handwriting/types';
import type { MergeContact } from '../../../shared/merge-fields';
import { renderProof } from '../../../shared/proof-render';
import type { TProofWarning } from '../../../shared/proofs';
import type { NoteCheckAnswer, NoteCheckRequest } from './note-check-worker';
import { type NoteDraft, previewInput } from './note-preview';

export type NoteCheckState =
  | { status: 'idle' }
  | { status: 'checking'; done: number; total: number }
  | { status: 'done'; warnings: TProofWarning[][] }
  | { status: 'failed' };

/** Without a worker (blocked by policy), the notes are checked here in slices that leave the page responsive. */
function checkHere(
  request: NoteCheckRequest,
  onAnswer: (answer: NoteCheckAnswer) => void,
  cancelled: () => boolean,
): void {
  const warnings: TProofWarning[][] = [];
  const slice = () => {
    if (cancelled()) return;
    try {
      const end = Math.min(warnings.length + 100, request.contacts.length);
      for (let i = warnings.length; i < end; i++) {
        warnings.push(
          renderProof(previewInput(request.draft, request.contacts[i]!, i), request.font).warnings,
        );
      }
    } catch {
      onAnswer({ kind: 'failed' });
      return;
    }
    if (warnings.length < request.contacts.length) {
      onAnswer({ kind: 'progress', done: warnings.length });
      setTimeout(slice, 0);
    } else onAnswer({ kind: 'done', warnings });
  };
  slice();
}

/**
 * Every recipient's note rendered with the draft's message, style and naturalness, and what needs attention
 * in each: the upload page's preview of the proofs, before the campaign exists. The server re-checks the same
 * rules with the same renderer when the contacts are saved.
 */
export function useNoteCheck(
  draft: NoteDraft | null,
  contacts: readonly MergeContact[] | null,
  font: StrokeFont | undefined,
): NoteCheckState {
  const [state, setState] = useState<NoteCheckState>({ status: 'idle' });
  const draftId = draft?.draftId;
  const message = draft?.message;
  const style = draft?.style;
  const naturalness = draft?.naturalness;
  const layout = draft?.layout;

  useEffect(() => {
    if (!contacts || contacts.length === 0 || !font || draftId === undefined || message === undefined) {
      setState({ status: 'idle' });
      return;
    }
    if (style === undefined || naturalness === undefined || layout === undefined) return;
    const request: NoteCheckRequest = {
      draft: { draftId, message, style, naturalness, layout },
      font,
      contacts: [...contacts],
    };
    let cancelled = false;
    const onAnswer = (answer: NoteCheckAnswer) => {
      if (cancelled) return;
      if (answer.kind === 'progress')
        setState({ status: 'checking', done: answer.done, total: contacts.length });
      else if (answer.kind === 'done') setState({ status: 'done', warnings: answer.warnings });
      else setState({ status: 'failed' });
    };
    setState({ status: 'checking', done: 0, total: contacts.length });
    let worker: Worker | null = null;
    if (typeof Worker === 'undefined') checkHere(request, onAnswer, () => cancelled);
    else {
      worker = new Worker(new URL('./note-check-worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent<NoteCheckAnswer>) => onAnswer(e.data);
      worker.onerror = (e) => {
        e.preventDefault();
        worker?.terminate();
        checkHere(request, onAnswer, () => cancelled);
      };
      worker.postMessage(request);
    }
    return () => {
      cancelled = true;
      worker?.terminate();
    };
  }, [contacts, font, draftId, message, style, naturalness, layout]);

  return state;
}
