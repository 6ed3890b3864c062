import { MESSAGE_LETTER_HEIGHT_MM } from '../stationery';
import { inkExtent } from './ink-extent';
import { buildShapeSet } from './shape-set';
import { simplifyStroke } from './simplify-stroke';
import type { HandwritingStyle } from './styles';
import type { Glyph, GlyphShape, StrokeFont, StrokeFontData } from './types';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Points of a font's strokes closer than this to the line through their neighbours are left out (Douglas–
 * Peucker), as a fraction of the cap height: 0.05 mm at the largest letters a note is written in (0.03 mm at the
 * usual 4 mm), a seventh of the pen's line at most, invisible on the card.
 */
const SIMPLIFY = 0.05 / MESSAGE_LETTER_HEIGHT_MM.max;
function parseGlyph(g: { a: number; p: string }, capHeight: number): Glyph {
  const strokes =
    g.p === ''
      ? []
      : g.p
          .split('|')
          .map((s) => simplifyStroke(Float64Array.from(s.split(' '), Number), SIMPLIFY * capHeight));
  return { advance: g.a, strokes, ...inkExtent(strokes, g.a) };
}

/**
 * Turns a style's committed JSON into typed arrays once, with every shape the hand uses per character
 * (`shape-set.ts`); every note of that style reuses the result.
 */
export function parseStrokeFont(style: HandwritingStyle, data: StrokeFontData): StrokeFont {
  const primary = new Map<string, Glyph>();
  for (const [char, g] of Object.entries(data.glyphs)) primary.set(char, parseGlyph(g, data.capHeight));
  const alternates = new Map<string, Glyph[]>();
  for (const [char, list] of Object.entries(data.alternates ?? {}))
    if (primary.has(char) && list.length > 0)
      alternates.set(
        char,
        list.map((a) => parseGlyph(a, data.capHeight)),
      );

  const shapes = buildShapeSet(style, primary, alternates, data);
  const glyphs = new Map<string, GlyphShape>();
  for (const [char, list] of shapes) glyphs.set(char, list[0]!);

  // Room a line must leave: the highest and lowest ink of any shape of the letters.
  let ascender = data.capHeight;
  let descender = 0;
  for (const char of LETTERS) {
    for (const shape of shapes.get(char) ?? []) {
      ascender = Math.max(ascender, shape.frame.top);
      descender = Math.min(descender, shape.frame.bottom);
    }
  }
  return {
    style,
    name: data.name,
    license: data.license,
    unitsPerEm: data.unitsPerEm,
    capHeight: data.capHeight,
    xHeight: data.xHeight,
    ascender,
    descender,
    glyphs,
    shapes,
  };
}
