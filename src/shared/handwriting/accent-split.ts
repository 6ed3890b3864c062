/** An accented letter read as its base letter plus an accent, so a hand writes "é" with the shapes of its "e". */
import type { FontMetrics } from './glyph-frame';
import { chamfer, resampleFlat } from './letterform-difference';
import type { Glyph } from './types';
import { len2 } from './vector-length';

interface Box {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export function boxOf(strokes: readonly Float64Array[]): Box {
  const box = { left: Infinity, right: -Infinity, bottom: Infinity, top: -Infinity };
  for (const s of strokes) {
    for (let i = 0; i < s.length; i += 2) {
      box.left = Math.min(box.left, s[i]!);
      box.right = Math.max(box.right, s[i]!);
      box.bottom = Math.min(box.bottom, s[i + 1]!);
      box.top = Math.max(box.top, s[i + 1]!);
    }
  }
  return box;
}

function sameStroke(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** An accent's strokes are smaller than this (fraction of the cap height). */
const ACCENT_SIZE = 0.45;

/** An accented letter split into its base letter and its accent's strokes. */
export interface Accented {
  base: string;
  accent: Float64Array[];
  /** Ink box of the letter's own strokes without the accent (to place the accent on another shape). */
  body: Box;
}

/**
 * How an accented letter is its base letter plus an accent: either its glyph holds the base letter's strokes
 * exactly (a composed glyph), or the strokes outside the base letter's height are small marks (the accent) and
 * the rest draws the base letter (a glyph drawn whole, as a font's own "é"). An i or j takes its dotless form
 * as base when the font has it (the accent replaces the dot); otherwise, or when the letter is drawn otherwise
 * (a Ø, an Æ), the letter gets shapes of its own.
 */
export function accentOf(
  char: string,
  glyphs: ReadonlyMap<string, Glyph>,
  m: FontMetrics,
): Accented | undefined {
  let base = char.normalize('NFD')[0];
  if (!base || base === char) return undefined;
  if (base === 'i') base = 'ı';
  if (base === 'j') base = 'ȷ';
  const b = glyphs.get(base);
  const c = glyphs.get(char);
  if (!b || !c || b.strokes.length === 0 || c.strokes.length <= b.strokes.length) return undefined;
  const used = new Set<number>();
  for (const s of b.strokes) {
    const j = c.strokes.findIndex((t, k) => !used.has(k) && sameStroke(s, t));
    if (j < 0) break;
    used.add(j);
  }
  if (used.size === b.strokes.length) {
    const body = c.strokes.filter((_, k) => used.has(k));
    return { base, accent: c.strokes.filter((_, k) => !used.has(k)), body: boxOf(body) };
  }
  const bb = boxOf(b.strokes);
  const margin = 0.05 * m.capHeight;
  const accent: Float64Array[] = [];
  const body: Float64Array[] = [];
  for (const s of c.strokes) {
    const sb = boxOf([s]);
    const outside = sb.bottom > bb.top - margin || sb.top < bb.bottom + margin;
    // An accent may be longer than a dot (a long acute), never letter-sized.
    const small = Math.max(sb.right - sb.left, sb.top - sb.bottom) < ACCENT_SIZE * m.capHeight;
    (outside && small ? accent : body).push(s);
  }
  if (accent.length === 0 || body.length === 0) return undefined;
  const step = 0.02 * m.capHeight;
  const difference = chamfer(resampleFlat(body, step), resampleFlat(b.strokes, step), 0.05 * m.capHeight);
  if (difference > 0.03 * Math.max(len2(bb.right - bb.left, bb.top - bb.bottom), 0.1 * m.capHeight))
    return undefined;
  return { base, accent, body: boxOf(body) };
}

/**
 * The font's own shapes of a character without those hardly different from an earlier one (an alternate that
 * looks like the primary is no second way of writing it): shapes derived by deformation take their place.
 */
