import { MESSAGE_LIMIT, messageLength } from '../../../shared/merge-fields';
import type { TCampaignDraft } from '../draft/campaign-draft';

/**
 * Why 'Continue to Contact Upload' is disabled (public-site.md §5), in the order a person fixes them;
 * empty when the draft may continue.
 */
export function continueBlockers(draft: TCampaignDraft): string[] {
  const reasons: string[] = [];
  const { postcard } = draft;
  if (!draft.name.trim()) reasons.push('Give your campaign a name.');
  if (postcard.designSource === 'template' && !postcard.selectedTemplate) reasons.push('Choose a template.');
  if (postcard.designSource === 'upload' && !postcard.frontDesign) reasons.push('Upload a front design.');
  if (messageLength(postcard.message) > MESSAGE_LIMIT)
    reasons.push('Shorten your message to 600 characters.');
  return reasons;
}
