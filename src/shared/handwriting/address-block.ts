import type { TWritingArea } from '../back-layout';
import { rulesOf } from '../back-layout';
import { ADDRESS_AREA, ADDRESS_LETTER_HEIGHT_MM } from '../stationery';
import { renderNote } from './render-note';
import { DEFAULT_NATURALNESS } from './styles';
import type { AddressInput, RenderedNote, StrokeFont } from './types';

/** The stationery's address block (no rules): the area when a card has no layout of its own. */
const STATIONERY_ADDRESS: TWritingArea = { rect: ADDRESS_AREA, ruling: null };

/**
 * The recipient's address as the pen writes it in the card's address area: one typed line per written line
 * (a long line is written smaller before it wraps), compact letters on the area's rules when it has them, and
 * a steadier hand than the message (the post office's machines read it). The seed is varied so the address
 * does not repeat the message's first letters' variation.
 */
export function renderAddressBlock(
  input: AddressInput,
  font: StrokeFont,
  area: TWritingArea = STATIONERY_ADDRESS,
): RenderedNote {
  return renderNote(
    {
      text: input.lines.filter((line) => line.trim() !== '').join('\n'),
      style: input.style,
      area: { width: area.rect.width, height: area.rect.height },
      rules: rulesOf(area),
      seed: `${input.seed}#address`,
      naturalness: input.naturalness ?? DEFAULT_NATURALNESS[input.style] / 2,
      minLetterHeightMm: ADDRESS_LETTER_HEIGHT_MM.min,
      maxLetterHeightMm: ADDRESS_LETTER_HEIGHT_MM.max,
      keepLines: true,
    },
    font,
  );
}
