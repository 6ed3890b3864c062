/**
 * Which shapes of a letter a joined hand may write after the shape before it. Two pairs a reader would misread:
 * - an ascender leaning back over the letter before it (a small c under the loop of the h after it reads as a
 *   d): the later letter's ink above the x-height keeps `MIN_CLEARANCE` x-heights from the earlier one's,
 *   outside `JOIN_RADIUS` of the join where they meet by design;
 * - after a c, a retraced b, h, k or l: a c's exit rising into a plain stem is how a d is written ("dhoosing",
 *   "dock"), so those letters are looped there (ink above the x-height at least `MIN_LOOP` x-heights wide).
 * Measured on the fonts' shapes (the deformation of each occurrence is small) and kept per font.
 */
import type { GlyphShape, StrokeFont } from './types';

const MIN_CLEARANCE = 0.25;
const JOIN_RADIUS = 0.35;
const MIN_LOOP = 0.1;
/** Ink this high (x-heights) and above is checked for clearance: below, joined letters come close by design. */
const ABOVE = 0.6;
const ASCENDERS = new Set([...'bhkl']);
/** Shapes per character a mask can hold (bits of a 32-bit integer, the sign bit left alone). */
const MAX_SHAPES = 30;
const cache = new WeakMap<StrokeFont, Map<number, number | null>>();

/**
 * `char`'s shapes that may follow shape `previousShape` of `previous` when the two join, as a mask (bit k: shape
 * k may; `shapeMask`); undefined when every shape may (nothing joins), 0 when none may (the shape before is at
 * fault). A mask, not a list: this runs for every letter of every note, and lists made garbage per letter.
 */
export function shapesAfter(
  font: StrokeFont,
  previous: string,
  previousShape: number,
  char: string,
): number | undefined {
  const before = previousShape < 0 ? undefined : font.shapes.get(previous)?.[previousShape];
  const shapes = font.shapes.get(char);
  if (!before?.frame.exitJoin || !shapes?.[0]?.frame.entryJoin) return undefined;
  let byPair = cache.get(font);
  if (!byPair) {
    byPair = new Map();
    cache.set(font, byPair);
  }
  // A number, not a string: this runs for every letter of every note.
  const key = (previous.codePointAt(0)! * 0x110000 + char.codePointAt(0)!) * 64 + previousShape;
  let allowed = byPair.get(key);
  if (allowed === undefined) {
    allowed = allowedShapes(before, previous, shapes, char, font.xHeight);
    byPair.set(key, allowed);
  }
  return allowed ?? undefined;
}

function allowedShapes(
  before: GlyphShape,
  previous: string,
  shapes: readonly GlyphShape[],
  char: string,
  xHeight: number,
): number | null {
  const loopedOnly = previous === 'c' && ASCENDERS.has(char);
  let fit = 0;
  shapes.forEach((shape, k) => {
    if (clearOf(before, shape, xHeight) && (!loopedOnly || isLooped(shape, xHeight))) fit |= shapeMask(k);
  });
  return fit !== allShapesMask(shapes.length) ? fit : null;
}

/** Shape k's bit in a mask of shapes; 0 for no shape (k < 0). */
export function shapeMask(k: number): number {
  return k < 0 ? 0 : allShapesMask(k + 1) ^ allShapesMask(k);
}

/** The mask of shapes 0 … count − 1 (a character has at most `MAX_SHAPES`). */
export function allShapesMask(count: number): number {
  if (count > MAX_SHAPES) throw new Error(`A character has at most ${MAX_SHAPES} shapes`);
  return (1 << count) - 1;
}

/**
 * Whether `after`'s ink above the x-height, its pen where `before`'s advance ends, keeps clear of `before`'s ink
 * away from their join. (Below it, joined letters come close by design.)
 */
function clearOf(before: GlyphShape, after: GlyphShape, xHeight: number): boolean {
  const join = JOIN_RADIUS * xHeight;
  const clearance = MIN_CLEARANCE * xHeight;
  const ex = before.frame.exitX;
  const ey = before.frame.exitY;
  const dx = before.advance;
  for (const t of after.strokes) {
    for (let j = 0; j < t.length; j += 2) {
      const x = t[j]! + dx;
      const y = t[j + 1]!;
      if (y < ABOVE * xHeight || (x - ex) ** 2 + (y - ey) ** 2 < join * join) continue;
      for (const s of before.strokes) {
        for (let i = 0; i < s.length; i += 2) {
          const px = s[i]!;
          const py = s[i + 1]!;
          if ((px - ex) ** 2 + (py - ey) ** 2 < join * join) continue;
          if ((px - x) ** 2 + (py - y) ** 2 < clearance * clearance) return false;
        }
      }
    }
  }
  return true;
}

/** Whether the ink above the x-height is at least `MIN_LOOP` x-heights wide at some height (a loop, not a stem). */
export function isLooped(shape: GlyphShape, xHeight: number): boolean {
  for (let band = 1.4; band < 2.2; band += 0.1) {
    const y = band * xHeight;
    let left = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    for (const s of shape.strokes) {
      for (let i = 2; i < s.length; i += 2) {
        const y0 = s[i - 1]!;
        const y1 = s[i + 1]!;
        if (y0 === y1 || (y0 - y) * (y1 - y) > 0) continue;
        const x = s[i - 2]! + ((s[i]! - s[i - 2]!) * (y - y0)) / (y1 - y0);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
    if (right - left >= MIN_LOOP * xHeight) return true;
  }
  return false;
}
