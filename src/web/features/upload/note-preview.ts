import type { TBackLayout } from '../../../shared/back-layout';
import { cardViewToSvg } from '../../../shared/handwriting/card-view-svg';
import { seedFor } from '../../../shared/handwriting/seed';
import type { HandwritingStyle } from '../../../shared/handwriting/styles';
import type { StrokeFont } from '../../../shared/handwriting/types';
import type { MergeContact } from '../../../shared/merge-fields';
import { type ProofInput, renderProof } from '../../../shared/proof-render';

/** What every note of the draft is written with. */
export interface NoteDraft {
  /** Stands in for the campaign id until the server has one. */
  draftId: string;
  message: string;
  style: HandwritingStyle;
  naturalness: number;
  /** The chosen design's card back (`backLayoutOf`): where the notes are written. */
  layout: TBackLayout;
}

/**
 * The proof input of the contact at `index` before the campaign exists: the same renderer and settings as
 * the server's proof, with a seed from the draft and the row (the stored proof's seed needs the ids the
 * server assigns, so its variation differs a little; its layout and warnings are the same rules).
 */
export function previewInput(draft: NoteDraft, contact: MergeContact, index: number): ProofInput {
  return {
    message: draft.message,
    contact,
    style: draft.style,
    naturalness: draft.naturalness,
    seed: seedFor(draft.draftId, String(index)),
    layout: draft.layout,
  };
}

/**
 * The pen's writing on one recipient's card as an image URL for an `<img>` laid over the printed back
 * (`PrintedBack`): the card view's pen layer, transparent where the card prints.
 */
export function previewPenLayerUrl(
  draft: NoteDraft,
  contact: MergeContact,
  index: number,
  font: StrokeFont,
): string {
  const proof = renderProof(previewInput(draft, contact, index), font);
  const svg = cardViewToSvg({
    message: proof.message,
    address: proof.address,
    layout: proof.layout,
    printed: null,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
