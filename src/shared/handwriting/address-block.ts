import { ADDRESS_AREA, ADDRESS_LETTER_HEIGHT_MM } from '../stationery';
import { renderNote } from './render-note';
import { DEFAULT_NATURALNESS } from './styles';
import type { AddressInput, RenderedNote, StrokeFont } from './types';

/**
 * The recipient's address as the pen writes it in the address block: one typed line per written line, compact
 * letters, and a steadier hand than the message (the post office's machines read it). The seed is varied so
 * the address does not repeat the message's first letters' variation.
 */
export function renderAddressBlock(input: AddressInput, font: StrokeFont): RenderedNote {
  return renderNote(
    {
      text: input.lines.filter((line) => line.trim() !== '').join('\n'),
      style: input.style,
      area: { width: ADDRESS_AREA.width, height: ADDRESS_AREA.height },
      seed: `${input.seed}#address`,
      naturalness: input.naturalness ?? DEFAULT_NATURALNESS[input.style] / 2,
      minLetterHeightMm: ADDRESS_LETTER_HEIGHT_MM.min,
      maxLetterHeightMm: ADDRESS_LETTER_HEIGHT_MM.max,
      keepLines: true,
    },
    font,
  );
}
