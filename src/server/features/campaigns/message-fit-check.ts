import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import { DEFAULT_NATURALNESS, type HandwritingStyle } from '../../../shared/handwriting/styles';
import { FIT_MESSAGES, measureMessageFit, messageFits } from '../../../shared/message-fit';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { backLayoutFor, type CardDesign } from '../catalog/back-layout-store';

/** What a campaign's message is written with, as its payload says it (before or after an edit). */
export interface MessageDesign extends CardDesign {
  message: string;
  handwritingStyle: HandwritingStyle;
  naturalness: number | null;
}

/**
 * Refuses (400, with the fit rule's words) a message the pen cannot fit on the campaign's card in its style:
 * the builder's meter and this check are the same rule (`message-fit.ts`), with long sample merge values, so a
 * message is refused where it is written, never accepted and then refused at upload. A few renders of one
 * note; the measure of how much is over only when refusing. `prefix` goes before the words (an edit's refusal
 * says nothing was saved).
 */
export async function assertMessageFits(db: DbOrTx, design: MessageDesign, prefix = ''): Promise<void> {
  const style = design.handwritingStyle;
  const input = {
    message: design.message,
    style,
    naturalness: design.naturalness ?? DEFAULT_NATURALNESS[style],
    layout: await backLayoutFor(db, design),
  };
  const font = await loadStrokeFont(style);
  if (messageFits(input, font)) return;
  throw badRequest(`${prefix}${FIT_MESSAGES.doesNotFit(measureMessageFit(input, font), style)}`);
}
