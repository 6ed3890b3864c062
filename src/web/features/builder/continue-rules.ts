import { CAMPAIGN_MESSAGES, ZCreateCampaignSchema } from '../../../shared/campaign';
import { aboutCharacters, type MessageFit } from '../../../shared/message-fit';
import type { TCampaignDraft } from '../../draft/campaign-draft';

/**
 * What the server would say about the message (empty, too long), asked of the very schema it parses with. The
 * editor already shows the spec's 'Message too long!' under the text, so the list names the fix instead.
 */
function messageProblem(message: string): string | null {
  const parsed = ZCreateCampaignSchema.shape.message.safeParse(message);
  if (parsed.success) return null;
  const problem = parsed.error.issues[0]?.message ?? CAMPAIGN_MESSAGES.message;
  return problem === CAMPAIGN_MESSAGES.messageTooLong ? 'Shorten your message to 600 characters.' : problem;
}

/** The Continue list's line for a message the card cannot hold (the editor says the rest). */
function fitBlocker(fit: MessageFit): string {
  return `Shorten your message by ${aboutCharacters(fit.room)} so it fits the card.`;
}

/**
 * Why 'Continue to Contact Upload' is disabled (public-site.md §5), in the order a person fixes them;
 * empty when the draft may continue. Every rule the server applies to these fields is caught here, where
 * the customer can fix it, not after the upload step. `fit`: the message measured against the card
 * (`message-fit.ts`, the rule the server refuses it with), when the measure is of the current text.
 */
export function continueBlockers(draft: TCampaignDraft, fit?: MessageFit | null): string[] {
  const reasons: string[] = [];
  const { postcard } = draft;
  if (!draft.name.trim()) reasons.push('Give your campaign a name.');
  if (postcard.designSource === 'template' && !postcard.selectedTemplate) reasons.push('Choose a template.');
  if (postcard.designSource === 'upload' && !postcard.frontDesign) reasons.push('Upload a front design.');
  const message = messageProblem(postcard.message);
  if (message) reasons.push(message);
  else if (fit && !fit.fits) reasons.push(fitBlocker(fit));
  return reasons;
}
