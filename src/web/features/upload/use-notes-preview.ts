import { useMemo } from 'react';
import type { TContact } from '../../../shared/contacts-csv';
import { DEFAULT_NATURALNESS } from '../../../shared/handwriting/styles';
import type { TCampaignDraft } from '../draft/campaign-draft';
import { useStrokeFont } from '../proofs/use-stroke-font';
import type { NoteDraft } from './note-preview';
import { blockedNotes } from './notes-preview-card';
import { useNoteCheck } from './use-note-check';

/** The upload page's proofs: the draft's writing settings, its font, every note checked, and what blocks. */
export function useNotesPreview(draft: TCampaignDraft | null, contacts: readonly TContact[]) {
  const style = draft?.postcard.handwritingFont ?? null;
  const font = useStrokeFont(style);
  const noteDraft = useMemo<NoteDraft | null>(
    () =>
      draft && style
        ? {
            draftId: draft.draftId,
            message: draft.postcard.message,
            style,
            naturalness: draft.postcard.naturalness ?? DEFAULT_NATURALNESS[style],
          }
        : null,
    [draft, style],
  );
  const check = useNoteCheck(noteDraft, contacts.length > 0 ? contacts : null, font.data);
  const warnings = check.status === 'done' ? check.warnings : null;
  return {
    noteDraft,
    font: font.data,
    fontFailed: font.isError,
    check,
    blocked: blockedNotes(contacts, check),
    needsAttention: warnings ? warnings.filter((w) => w.length > 0).length : null,
  };
}
