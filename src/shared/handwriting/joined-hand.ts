/** Whether a font is a joined hand, measured on its letters: the pen joins strokes only in those. */
import { isMark } from './glyph-frame';
import { JOIN_TOLERANCE_MM } from './join-strokes';
import type { Point, StrokeFont } from './types';

/**
 * A hand is joined when at least this share of lowercase letter pairs meet: the exit of the first letter
 * within the pen's width of the entry of the second, set at their advance (`joinedPairShare`). Measured on the
 * fonts: professional 71 %, elegant 54 %, premium 0.4 % (a script whose letters do not reach each other: each
 * is its own pen-down), casual and modern 0 %.
 */
const JOINED_PAIR_SHARE = 0.15;
/** The pen's width in font units per cap height, at the largest message letters (the strictest measure). */
const LARGEST_CAP_MM = 7;
const joinedCache = new WeakMap<StrokeFont, boolean>();

/**
 * Whether a font is a joined hand: the share of lowercase pairs (a–z × a–z, primary shapes) whose first
 * letter's exit (the end of its last stroke that is not a mark) lies within the pen's width of the second
 * letter's entry (the start of its first such stroke), the second set at the first's advance.
 */
export function isJoinedHand(font: StrokeFont): boolean {
  let joined = joinedCache.get(font);
  if (joined === undefined) {
    joined = joinedPairShare(font) >= JOINED_PAIR_SHARE;
    joinedCache.set(font, joined);
  }
  return joined;
}

export function joinedPairShare(font: StrokeFont): number {
  const tolerance = (JOIN_TOLERANCE_MM / LARGEST_CAP_MM) * font.capHeight;
  const letters: { entry: Point; exit: Point; advance: number }[] = [];
  for (const char of 'abcdefghijklmnopqrstuvwxyz') {
    const glyph = font.glyphs.get(char);
    if (!glyph) continue;
    const bodies = glyph.strokes.filter((s) => s.length >= 2 && !isMark(s, font));
    const first = bodies[0];
    const last = bodies[bodies.length - 1];
    if (!first || !last) continue;
    letters.push({
      entry: [first[0]!, first[1]!],
      exit: [last[last.length - 2]!, last[last.length - 1]!],
      advance: glyph.advance,
    });
  }
  if (letters.length === 0) return 0;
  let meet = 0;
  for (const a of letters) {
    for (const b of letters) {
      const dx = a.exit[0] - (a.advance + b.entry[0]);
      const dy = a.exit[1] - b.entry[1];
      if (dx * dx + dy * dy <= tolerance * tolerance) meet++;
    }
  }
  return meet / (letters.length * letters.length);
}
