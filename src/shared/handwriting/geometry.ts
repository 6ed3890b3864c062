/** The room a note's variation needs around its ink, and each line's left margin. */

import { signedRandom } from './prng';
import type { Measured } from './text-analysis';
import type { StrokeFont } from './types';
import { CH, type Variation } from './variation';

/** Layout geometry in letter heights (multiply by the letter height in mm). */
export interface Geometry {
  pitch: number;
  leftInset: number;
  rightInset: number;
  lineStart: number;
  /** Largest per-line size factor: the wrap measures lines at it so a grown line still fits. */
  spread: number;
  /** How far letters wander about their baseline (either way). */
  wander: number;
  /** Tangent of the largest line tilt. */
  tilt: number;
  /** Ascent and descent of the letters (A–Z a–z), for rules. */
  ascent: number;
  descent: number;
}

/** Room the variation needs around the ink, in letter heights. */
export function geometry(font: StrokeFont, v: Variation, n: number, a: Measured): Geometry {
  const cap = font.capHeight;
  const ascent = a.letterUp;
  const descent = a.letterDown;
  let reach = 0;
  for (let i = 0; i < a.up.length; i++) reach = Math.max(reach, a.up[i]!, a.down[i]!);
  const slant = Math.tan(((v.noteSlantDeg + v.letterSlantDeg) * n * Math.PI) / 180);
  const side = 0.1 + Math.max(reach, 1) * slant + v.wobble * n;
  return {
    // Lines may share the room of rare swashes: most letters stay well inside ascender and descender.
    pitch: Math.max(1.75, (font.ascender / cap - font.descender / cap) * 0.82),
    leftInset: side,
    rightInset: side,
    lineStart: v.lineStart * n,
    spread: 1 + v.lineSize * n,
    wander: (v.baselineWander + v.letterBaseline + v.wobble) * n,
    tilt: Math.tan((v.lineTiltDeg * n * Math.PI) / 180),
    ascent,
    descent,
  };
}

/** Left margin of line `index` before its first character's ink (mm): the line-start variation. */
export function margin(g: Geometry, h: number, seed: number, index: number): number {
  const u = (signedRandom(seed, index, CH.lineStart) + 1) / 2;
  return h * (g.leftInset + g.lineStart * u);
}
