import type { Glyph, StrokeFont } from './types';

/**
 * The glyph drawn for each character of a note (undefined for spaces and characters the font lacks). Layout
 * measures and the renderer draws exactly these, so what is wrapped is what is written.
 */
export function chooseGlyphs(
  chars: readonly string[],
  font: StrokeFont,
  _seed: number,
): (Glyph | undefined)[] {
  return chars.map((char) => (char === ' ' ? undefined : font.glyphs.get(char)));
}
