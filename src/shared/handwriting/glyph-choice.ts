import { deformShape, exitOffset } from './deform';
import { type Deformation, identityDeformation } from './deformation';
import { Float64Arena } from './float64-arena';
import { allShapesMask, shapeMask, shapesAfter } from './joined-pairs';
import { signedRandom, smoothNoise } from './prng';
import type { Glyph, StrokeFont } from './types';
import { CH, type Drift, LETTERFORM, LETTERFORM_DRIFT, LETTERFORM_GAIN, MAX_LETTERFORM } from './variation';

/** Reused for every letter: the chooser runs for every character of every note. */
const scratch = identityDeformation();

/**
 * The deformation of occurrence `i` (`LETTERFORM` at naturalness `n`, each amount from its own random
 * channel, on the style's `drift`), written into `d`. Spelled out field by field: this runs for every letter of
 * every note.
 */
function instanceDeformation(d: Deformation, seed: number, i: number, n: number, drift: Drift): void {
  const L = LETTERFORM;
  const c = CH.letterform;
  // A hand drifts: over a few letters it writes narrower or wider, more or less slanted.
  const along = i / drift.letters;
  d.width = n * (L.width * signedRandom(seed, i, c) + drift.width * smoothNoise(seed, CH.widthDrift, along));
  d.slant =
    n * (L.slant * signedRandom(seed, i, c + 1) + drift.slant * smoothNoise(seed, CH.slantDrift, along));
  d.body = n * L.body * signedRandom(seed, i, c + 2);
  d.ascender = n * L.ascender * signedRandom(seed, i, c + 3);
  d.descender = n * L.descender * signedRandom(seed, i, c + 4);
  d.loop = n * L.loop * signedRandom(seed, i, c + 5);
  d.round = n * L.round * signedRandom(seed, i, c + 6);
  d.bendXV = n * L.bendXV * signedRandom(seed, i, c + 7);
  d.bendXUV = n * L.bendXUV * signedRandom(seed, i, c + 8);
  d.bendYU = n * L.bendYU * signedRandom(seed, i, c + 9);
  d.bendYUV = n * L.bendYUV * signedRandom(seed, i, c + 10);
  d.entryAngle = n * L.entryAngle * signedRandom(seed, i, c + 11);
  d.entryLength = n * L.entryLength * signedRandom(seed, i, c + 12);
  d.exitAngle = n * L.exitAngle * signedRandom(seed, i, c + 13);
  d.exitLength = n * L.exitLength * signedRandom(seed, i, c + 14);
  d.markScale = n * L.markScale * signedRandom(seed, i, c + 15);
  d.markAspect = n * L.markAspect * signedRandom(seed, i, c + 16);
  d.markAngle = n * L.markAngle * signedRandom(seed, i, c + 17);
  d.markDx = n * L.markDx * signedRandom(seed, i, c + 18);
  d.markDy = n * L.markDy * signedRandom(seed, i, c + 19);
}

/**
 * Which of the character's `shapes` occurrence `index` uses, given the shape its previous occurrence used
 * (`last`, -1 for none): uniform among the shapes, never the previous one, so "ll" or "ee" always differ.
 */
export function pickShape(count: number, last: number, seed: number, index: number): number {
  const u = (signedRandom(seed, index, CH.shape) + 1) / 2;
  if (count <= 1) return 0;
  if (last < 0) return Math.min(count - 1, Math.floor(u * count));
  const r = Math.min(count - 2, Math.floor(u * (count - 1)));
  return r >= last ? r + 1 : r;
}

/**
 * The shape each character of a note uses (index into `font.shapes.get(char)`; -1 for spaces and characters
 * the font lacks), chosen per occurrence from the note's seed, never the one the character's previous
 * occurrence used; in a joined hand, among the shapes that may follow the letter before (`shapesAfter`).
 */
export function chooseShapes(chars: readonly string[], font: StrokeFont, seed: number): Int8Array {
  const last = new Map<string, number>();
  const out = new Int8Array(chars.length).fill(-1);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const shapes = char === ' ' ? undefined : font.shapes.get(char);
    if (!shapes) continue;
    const previous = last.get(char) ?? -1;
    const allowed = allowedShapes(chars, out, i, shapes.length, last, font);
    const k =
      allowed !== 0
        ? nthShape(allowed, pickShape(countShapes(allowed), -1, seed, i))
        : pickShape(shapes.length, previous, seed, i);
    last.set(char, k);
    out[i] = k;
  }
  return out;
}

/**
 * The shapes occurrence `i` may take, as a mask (`shapeMask`; 0: any but the shape of the character's previous
 * occurrence, `last`): those that may follow the shape before it and leave the next letter a shape that may
 * follow them (other than its own last); where none does, the first condition alone, then any. Never the last
 * shape. Masks, not lists: this runs for every letter of every note.
 */
function allowedShapes(
  chars: readonly string[],
  out: Int8Array,
  i: number,
  count: number,
  last: ReadonlyMap<string, number>,
  font: StrokeFont,
): number {
  const char = chars[i]!;
  const after = i > 0 ? shapesAfter(font, chars[i - 1]!, out[i - 1]!, char) : undefined;
  const next = chars[i + 1];
  if (after === undefined && (next === undefined || !font.shapes.has(next))) return 0;
  const all = allShapesMask(count) & ~shapeMask(last.get(char) ?? -1);
  const fitting = after === undefined ? all : all & after;
  let leavingRoom = 0;
  for (let k = 0; k < count; k++) {
    if ((fitting & shapeMask(k)) === 0) continue;
    const then = next === undefined ? undefined : shapesAfter(font, char, k, next);
    const nextLast = next === char ? k : (last.get(next!) ?? -1);
    if (then === undefined || (then & ~shapeMask(nextLast)) !== 0) leavingRoom |= shapeMask(k);
  }
  const allowed = leavingRoom || fitting || all;
  return allowed !== all ? allowed : 0;
}

function countShapes(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The index of the mask's n-th shape (from 0, lowest first). */
function nthShape(mask: number, n: number): number {
  let rest = mask;
  for (let skip = n; skip > 0; skip--) rest &= rest - 1;
  return 31 - Math.clz32(rest & -rest);
}

/**
 * The glyph drawn for each character of a note (undefined for spaces and characters the font lacks): the shape
 * `chooseShapes` picked, deformed a little as a hand never writes a letter twice alike. Layout measures and the
 * renderer draws exactly these, so what is wrapped is what is written. At naturalness 0 every character is its
 * primary shape, unchanged (a neat note is the same for every seed).
 */
export function chooseGlyphs(
  chars: readonly string[],
  font: StrokeFont,
  seed: number,
  naturalness = 0,
): (Glyph | undefined)[] {
  const n = Math.min(1, Math.max(0, naturalness));
  if (n === 0) return chars.map((char) => (char === ' ' ? undefined : font.glyphs.get(char)));
  const picked = chooseShapes(chars, font, seed);
  const out: (Glyph | undefined)[] = new Array(chars.length);
  const arena = new Float64Arena();
  // The letterforms' own naturalness: the style's gain (a tidy joined hand still varies its letters), capped.
  const lf = Math.min(MAX_LETTERFORM, n * (LETTERFORM_GAIN[font.style] ?? 1));
  const drift = LETTERFORM_DRIFT[font.style];
  // Where the previous letter's exit ended (above its primary's) when it hands the stroke to this letter; null
  // when nothing joins this letter (a word's first letter), so its lead-in is free to vary.
  let joinDy: number | null = null;
  for (let i = 0; i < chars.length; i++) {
    const k = picked[i]!;
    const shape = k < 0 ? undefined : font.shapes.get(chars[i]!)![k]!;
    if (!shape || shape.strokes.length === 0) {
      out[i] = shape;
      joinDy = null;
      continue;
    }
    instanceDeformation(scratch, seed, i, lf, drift);
    out[i] = deformShape(shape, scratch, font, joinDy, arena);
    joinDy = shape.frame.exitJoin ? exitOffset.dy : null;
  }
  return out;
}
