import { useMemo } from 'react';
import { backLayoutOf } from '../../../shared/back-layout';
import type { TContact } from '../../../shared/contacts-csv';
import { DEFAULT_NATURALNESS } from '../../../shared/handwriting/styles';
import type { TCampaignDraft } from '../../draft/campaign-draft';
import type { DraftFilesState } from '../../draft/use-draft-files';
import { filledContactFields } from '../builder/contact-field-rules';
import { useDesignTemplates } from '../catalog/use-design-templates';
import type { PrintedBackSource } from '../proofs/printed-back';
import { useStrokeFont } from '../proofs/use-stroke-font';
import type { NoteDraft } from './note-preview';
import { blockedNotes } from './notes-preview-card';
import { useNoteCheck } from './use-note-check';

/**
 * The upload page's proofs: the draft's writing settings, its font, every note checked, what blocks, and
 * the printed back the notes are shown written on.
 */
export function useNotesPreview(
  draft: TCampaignDraft | null,
  contacts: readonly TContact[],
  files: DraftFilesState,
) {
  const style = draft?.postcard.handwritingFont ?? null;
  const font = useStrokeFont(style);
  const templates = useDesignTemplates();
  const designSource = draft?.postcard.designSource;
  const templateId = draft?.postcard.selectedTemplate?.id;
  // The chosen template's back, as the server will write it; until the list loads, no notes are checked
  // (without the list, the default back: the server checks the notes again with the template's own).
  const templatesFailed = templates.isError;
  const layout = useMemo(() => {
    if (designSource !== 'template') return backLayoutOf('upload', null);
    if (!templates.data) return templatesFailed ? backLayoutOf('upload', null) : null;
    return backLayoutOf(
      designSource,
      templates.data.find((t) => t.id === templateId),
    );
  }, [designSource, templateId, templates.data, templatesFailed]);
  const noteDraft = useMemo<NoteDraft | null>(
    () =>
      draft && style && layout
        ? {
            draftId: draft.draftId,
            message: draft.postcard.message,
            style,
            naturalness: draft.postcard.naturalness ?? DEFAULT_NATURALNESS[style],
            layout,
          }
        : null,
    [draft, style, layout],
  );
  const template =
    designSource === 'template' ? (templates.data?.find((t) => t.id === templateId) ?? null) : null;
  const contactInfo = draft?.contactInfo;
  const variant = draft?.postcard.selectedVariant ?? null;
  const logoUrl = files.urls.logo ?? null;
  const backFile = files.files.backDesign;
  const backUrl = backFile?.type.startsWith('image/') ? (files.urls.backDesign ?? null) : null;
  const printedBack = useMemo<PrintedBackSource>(
    () => ({
      template,
      variant,
      details: { logoUrl, contactInfo: filledContactFields(contactInfo ?? []) },
      uploadedBackUrl: designSource === 'upload' ? backUrl : null,
    }),
    [template, variant, logoUrl, contactInfo, designSource, backUrl],
  );
  const check = useNoteCheck(noteDraft, contacts.length > 0 ? contacts : null, font.data);
  const warnings = check.status === 'done' ? check.warnings : null;
  return {
    noteDraft,
    printedBack,
    font: font.data,
    fontFailed: font.isError,
    check,
    blocked: blockedNotes(contacts, check),
    needsAttention: warnings ? warnings.filter((w) => w.length > 0).length : null,
  };
}
