import { clearDraft, readDraft } from './campaign-draft';
import { clearDraftFiles } from './file-store';

/**
 * Once a campaign is paid, the draft that created it has nothing left to fix: it and its files are removed,
 * so the next visit to the builder starts a new campaign.
 */
export async function forgetPaidDraft(campaignId: string): Promise<void> {
  const draft = readDraft();
  if (draft?.upload.createdCampaign?.id !== campaignId) return;
  clearDraft();
  await clearDraftFiles(draft.draftId).catch(() => {});
}
