import type { HandwritingStyle } from './styles';
import type { Glyph, StrokeFont, StrokeFontData } from './types';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Turns a style's committed JSON into typed arrays once; every note of that style reuses the result. */
export function parseStrokeFont(style: HandwritingStyle, data: StrokeFontData): StrokeFont {
  const glyphs = new Map<string, Glyph>();
  for (const [char, g] of Object.entries(data.glyphs)) {
    const strokes = g.p === '' ? [] : g.p.split('|').map((s) => Float64Array.from(s.split(' '), Number));
    glyphs.set(char, { advance: g.a, strokes, ...inkExtent(strokes, g.a) });
  }
  let ascender = data.capHeight;
  let descender = 0;
  for (const char of LETTERS) {
    for (const stroke of glyphs.get(char)?.strokes ?? []) {
      for (let i = 1; i < stroke.length; i += 2) {
        ascender = Math.max(ascender, stroke[i]!);
        descender = Math.min(descender, stroke[i]!);
      }
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
  };
}

/** The glyph's leftmost and rightmost ink in font units. */
export function inkExtent(
  strokes: readonly Float64Array[],
  advance: number,
): { inkLeft: number; inkRight: number } {
  let inkLeft = Number.POSITIVE_INFINITY;
  let inkRight = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    for (let i = 0; i < stroke.length; i += 2) {
      inkLeft = Math.min(inkLeft, stroke[i]!);
      inkRight = Math.max(inkRight, stroke[i]!);
    }
  }
  return Number.isFinite(inkLeft) ? { inkLeft, inkRight } : { inkLeft: 0, inkRight: advance };
}
