/**
 * A recipient's proof: the two notes the pen writes on the back of the card (the merged message and the
 * address block) and what needs the customer's attention. One implementation for the upload page's preview,
 * the server's proofs and checks, and the production pack, so what the customer approves is what the pen
 * draws. Both notes are written in the writing areas of the campaign's card back (`layout`): on its rules
 * where it is ruled, clear of what it prints.
 */
import { rulesOf, type TBackLayout } from './back-layout';
import { renderAddressBlock } from './handwriting/address-block';
import { renderNote } from './handwriting/render-note';
import type { RenderedNote, StrokeFont } from './handwriting/types';
import { fieldValue, type MergeContact, parseMergeTokens, renderMessage } from './merge-fields';
import { PROOF_MESSAGES, type TProofWarning } from './proofs';
import { MESSAGE_LETTER_HEIGHT_MM } from './stationery';

/** What a proof is made of: the campaign's words and style, one recipient, and the variation seed. */
export interface ProofInput {
  message: string;
  contact: MergeContact;
  style: StrokeFont['style'];
  naturalness: number;
  /** `seedFor(campaignId, contactId)` for stored contacts. */
  seed: string;
  /** The campaign's card back (`backLayoutOf`): where the message and the address are written. */
  layout: TBackLayout;
}

export interface Proof {
  /** Strokes in the message area's coordinates (mm from its top-left corner, `layout.message.rect`). */
  message: RenderedNote;
  /** Strokes in the address area's coordinates (`layout.address.rect`). */
  address: RenderedNote;
  warnings: TProofWarning[];
  /** The layout the notes were written in: where each note goes on the card. */
  layout: TBackLayout;
}

/** The address block as the pen writes it, one line each: name, street lines, "City, ST ZIP". */
export function addressLines(contact: MergeContact): string[] {
  const cityLine = [
    contact.city?.trim(),
    [contact.state?.trim(), contact.zipCode?.trim()].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [contact.name, contact.address, contact.address2, cityLine]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}

/** Merge fields the message uses without a fallback that this contact leaves blank, each once. */
export function blankFields(message: string, contact: MergeContact): string[] {
  const blank = new Set<string>();
  for (const token of parseMergeTokens(message)) {
    if (token.fallback) continue;
    if (!fieldValue(contact, token.field)) blank.add(token.field);
  }
  return [...blank];
}

function warningsOf(input: ProofInput, message: RenderedNote, address: RenderedNote): TProofWarning[] {
  const warnings: TProofWarning[] = [];
  if (message.overflow) warnings.push({ code: 'overflow', message: PROOF_MESSAGES.messageOverflow });
  if (address.overflow) warnings.push({ code: 'overflow', message: PROOF_MESSAGES.addressOverflow });
  const blank = blankFields(input.message, input.contact);
  if (blank.length > 0) warnings.push({ code: 'blank_field', message: PROOF_MESSAGES.blankField(blank) });
  const missing = [...new Set([...message.missingCharacters, ...address.missingCharacters])];
  if (missing.length > 0) {
    warnings.push({ code: 'unwritable_character', message: PROOF_MESSAGES.unwritable(missing) });
  }
  return warnings;
}

/**
 * The message as the pen writes it in the layout's message area, from its merged text: the one place the
 * message's writing options are set, for the proof and for the fit rule (`message-fit.ts`).
 */
export function writeMessage(
  text: string,
  input: Pick<ProofInput, 'style' | 'seed' | 'naturalness' | 'layout'>,
  font: StrokeFont,
): RenderedNote {
  const area = input.layout.message;
  return renderNote(
    {
      style: input.style,
      seed: input.seed,
      naturalness: input.naturalness,
      text,
      area: { width: area.rect.width, height: area.rect.height },
      rules: rulesOf(area),
      minLetterHeightMm: MESSAGE_LETTER_HEIGHT_MM.min,
      maxLetterHeightMm: MESSAGE_LETTER_HEIGHT_MM.max,
    },
    font,
  );
}

/** The merged message as the pen writes it for one recipient (fields filled, outer blank lines dropped). */
export function mergedMessage(message: string, contact: MergeContact): string {
  return renderMessage(message, contact).trim();
}

/** Renders both notes of one recipient with the campaign's font (loaded once per style by the caller). */
export function renderProof(input: ProofInput, font: StrokeFont): Proof {
  const { layout } = input;
  const message = writeMessage(mergedMessage(input.message, input.contact), input, font);
  // The address is written with a steadier hand than the message: half the campaign's naturalness.
  const address = renderAddressBlock(
    {
      lines: addressLines(input.contact),
      style: input.style,
      seed: input.seed,
      naturalness: input.naturalness / 2,
    },
    font,
    layout.address,
  );
  return { message, address, warnings: warningsOf(input, message, address), layout };
}
