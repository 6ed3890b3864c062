/**
 * A hand's repertoire: the shapes it uses for each character. The font's own glyph comes first, then the real
 * alternates its JSON carries, then shapes derived from those by a fixed deformation (`deform.ts`) until each
 * lowercase letter and digit has `LOWER_SHAPES` and everything else `OTHER_SHAPES`. A derived shape is seeded by
 * (style, character, index), so it is the same in every note: a recognisable way this hand writes that letter.
 * Accented letters are their base letter's shapes with the accent placed on each (a hand writes "é" as it
 * writes "e"). Built once per font when it is parsed.
 */

import { type Accented, accentOf, boxOf } from './accent-split';
import { deformShape, transformMark } from './deform';
import { type Deformation, identityDeformation } from './deformation';
import { type FontMetrics, findJoins, measureFrame } from './glyph-frame';
import { inkExtent } from './ink-extent';
import { LetterRivals } from './letter-rivals';
import { chamfer, resampleFlat } from './letterform-difference';
import { hashSeed, signedRandom } from './prng';
import type { Glyph, GlyphShape } from './types';
import { len2 } from './vector-length';

export const LOWER_SHAPES = 5;
export const OTHER_SHAPES = 4;
/** Capitals, punctuation and symbols are derived with this share of the amounts. */
const OTHER_GAIN = 0.8;
/**
 * Derived shapes differ from every other shape of their character by at least this much (`shapeDistance`, as a
 * fraction of the glyph's size), unless no readable attempt reaches it (then the most distinct readable one).
 */
const MIN_SHAPE_DISTANCE = 0.02;

/**
 * How far a derived shape departs from the one it is derived from, per amount. The first eight are the
 * principal traits; each derived shape takes them at ±(55–100 %) with signs from a row of an 8 × 8 Hadamard
 * matrix, so any two derived shapes of a character differ in at least four traits.
 */
const PRINCIPAL: readonly [keyof Deformation, number][] = [
  ['width', 0.12],
  ['slant', 0.09],
  ['ascender', 0.24],
  ['descender', 0.22],
  ['loop', 0.5],
  ['round', 0.14],
  ['entryAngle', 0.3],
  ['exitAngle', 0.3],
];
const SECONDARY: readonly [keyof Deformation, number][] = [
  ['body', 0.05],
  ['bendXV', 0.045],
  ['bendXUV', 0.045],
  ['bendYU', 0.035],
  ['bendYUV', 0.035],
  ['entryLength', 0.35],
  ['exitLength', 0.35],
  ['markScale', 0.25],
  ['markAspect', 0.3],
  // Accents turn little: a turned acute reads as a grave.
  ['markAngle', 0.2],
  ['markDx', 0.03],
  ['markDy', 0.03],
];
/**
 * Amplitude of each attempt at a derived shape: bolder when it came out too close to its siblings, then milder
 * when the bold ones lose what makes the letter readable (`keepsItsLetter`).
 */
const ATTEMPT_SCALE = [1, 1.15, 1.3, 0.8, 0.6, 0.45, 0.3, 0.2];

function hadamard(row: number, col: number): number {
  let bits = row & col;
  let parity = 0;
  while (bits) {
    parity ^= bits & 1;
    bits >>= 1;
  }
  return parity ? -1 : 1;
}

/**
 * The deformation of derived shape `k` (attempt `attempt`) of the character seeded `seed`; `gain` scales it
 * (capitals and symbols, larger than the x-height the amounts are measured in, take less).
 */
function shapeDeformation(seed: number, k: number, attempt: number, gain = 1): Deformation {
  const d = identityDeformation();
  // A seeded order of the Hadamard rows 1…7 (row 0 is all ones) and a seeded sign per trait.
  const rows = [1, 2, 3, 4, 5, 6, 7];
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(((signedRandom(seed, i, 40) + 1) / 2) * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  const row = rows[(k - 1 + attempt) % rows.length]!;
  const index = k * 16 + attempt;
  const bolder = ATTEMPT_SCALE[Math.min(attempt, ATTEMPT_SCALE.length - 1)]!;
  const scale = bolder * gain;
  PRINCIPAL.forEach(([key, amount], col) => {
    const sign = signedRandom(seed, col, 41) < 0 ? -1 : 1;
    const size = 0.55 + 0.45 * Math.abs(signedRandom(seed, index, 42 + col));
    d[key] = sign * hadamard(row, col) * size * amount * scale;
  });
  SECONDARY.forEach(([key, amount], i) => {
    d[key] = signedRandom(seed, index, 60 + i) * amount * scale;
  });
  return d;
}

/**
 * How different two shapes drawn with the same strokes and points look: the mean distance between
 * corresponding points across the stroke (along `a`'s normal), so points sliding along a stroke do not count.
 * Linear in the points: a close match of the nearest-point distance for shapes derived from one source.
 */
function shapeDistance(a: Glyph, b: Glyph): number {
  let total = 0;
  let count = 0;
  for (let s = 0; s < a.strokes.length; s++) {
    const pa = a.strokes[s]!;
    const pb = b.strokes[s]!;
    const n = pa.length / 2;
    for (let i = 0; i < n; i++) {
      const prev = Math.max(0, i - 1);
      const next = Math.min(n - 1, i + 1);
      const tx = pa[2 * next]! - pa[2 * prev]!;
      const ty = pa[2 * next + 1]! - pa[2 * prev + 1]!;
      const dx = pb[2 * i]! - pa[2 * i]!;
      const dy = pb[2 * i + 1]! - pa[2 * i + 1]!;
      const t = len2(tx, ty);
      total += t > 0 ? Math.abs(dx * ty - dy * tx) / t : len2(dx, dy);
      count++;
    }
  }
  return count > 0 ? total / count : 0;
}

function size(shape: GlyphShape, m: FontMetrics): number {
  const f = shape.frame;
  return Math.max(len2(f.right - f.left, f.top - f.bottom), 0.1 * m.capHeight);
}

/**
 * Whether a derived shape still reads as its letter: ascenders and descenders keep most of their length (a
 * short one turns b into o), letters without them do not grow them (n into h), and an opening stays open (u
 * into o): the gap between a stroke's two ends keeps three quarters of its width.
 */
export function keepsItsLetter(source: GlyphShape, glyph: Glyph, m: FontMetrics): boolean {
  const f = source.frame;
  const xh = m.xHeight;
  const { top, bottom } = boxOf(glyph.strokes);
  if (f.top > 1.3 * xh) {
    const rise = (top - xh) / (f.top - xh);
    if (rise < 0.88 || rise > 1.35) return false;
  } else if (top > Math.max(f.top, xh) + 0.1 * xh) return false;
  if (f.bottom < -0.3 * xh) {
    const drop = bottom / f.bottom;
    if (drop < 0.85 || drop > 1.4) return false;
  } else if (bottom < Math.min(f.bottom, 0) - 0.1 * xh) return false;
  // Only a shape drawn with the same strokes (a derived one) can be compared stroke by stroke.
  if (glyph.strokes.length !== source.strokes.length) return true;
  for (let s = 0; s < source.strokes.length; s++) {
    const a = source.strokes[s]!;
    const b = glyph.strokes[s]!;
    if (a.length !== b.length) return true;
    const gap = len2(a[0]! - a[a.length - 2]!, a[1]! - a[a.length - 1]!);
    if (gap < 0.1 * xh) continue;
    if (len2(b[0]! - b[b.length - 2]!, b[1]! - b[b.length - 1]!) < 0.75 * gap) return false;
  }
  return true;
}

function shapeCount(char: string): number {
  if (char === ' ') return 1;
  return /[\p{Ll}\p{Nd}]/u.test(char) ? LOWER_SHAPES : OTHER_SHAPES;
}
function distinctShapes(real: GlyphShape[], m: FontMetrics): GlyphShape[] {
  if (real.length < 2) return real;
  const step = 0.02 * m.capHeight;
  const inks = [resampleFlat(real[0]!.strokes, step)];
  const kept = [real[0]!];
  for (const shape of real.slice(1)) {
    const ink = resampleFlat(shape.strokes, step);
    const needed = MIN_SHAPE_DISTANCE * size(shape, m);
    if (inks.every((other) => chamfer(other, ink, 0.05 * m.capHeight) >= needed)) {
      kept.push(shape);
      inks.push(ink);
    }
  }
  return kept;
}

export function buildShapeSet(
  style: string,
  glyphs: ReadonlyMap<string, Glyph>,
  alternates: ReadonlyMap<string, readonly Glyph[]>,
  m: FontMetrics,
): Map<string, GlyphShape[]> {
  const joins = findJoins(glyphs, m);
  const shapes = new Map<string, GlyphShape[]>();
  const rivals = new LetterRivals((c) => {
    const own = glyphs.get(c);
    return own ? [own, ...(alternates.get(c) ?? [])] : [];
  }, m);
  const lowercase = (c: string) => /\p{Ll}/u.test(c);
  const framed = (char: string, g: Glyph, like?: GlyphShape): GlyphShape => ({
    ...g,
    frame: measureFrame(g, m, joins.get(char), lowercase(char), like?.frame),
  });

  const derive = (char: string): GlyphShape[] => {
    const primary = glyphs.get(char)!;
    const real = distinctShapes(
      [primary, ...(alternates.get(char) ?? [])].map((g) => framed(char, g)),
      m,
    );
    const want = primary.strokes.length === 0 ? 1 : Math.max(shapeCount(char), real.length);
    const seed = hashSeed(`${style}\u0000${char}`);
    const gain = shapeCount(char) === LOWER_SHAPES ? 1 : OTHER_GAIN;
    const out = [...real];
    // Each derived shape's source: distinctness is measured within the family of one source.
    const sourceOf = new Map<GlyphShape, GlyphShape>();
    for (let k = real.length; k < want; k++) {
      const source = real[(k - real.length) % real.length]!;
      const family = out.filter((s) => s === source || sourceOf.get(s) === source);
      const needed = MIN_SHAPE_DISTANCE * size(source, m);
      let best: Glyph | undefined;
      let bestDistance = -1;
      for (let attempt = 0; attempt < ATTEMPT_SCALE.length; attempt++) {
        const glyph = deformShape(source, shapeDeformation(seed, k, attempt, gain), m);
        // The mildest attempt is kept if nothing else is readable.
        const last = attempt === ATTEMPT_SCALE.length - 1;
        const readable = keepsItsLetter(source, glyph, m) && rivals.readsAsItsLetter(char, glyph);
        if (!readable && !(last && !best)) continue;
        let distance = Number.POSITIVE_INFINITY;
        for (const other of family) distance = Math.min(distance, shapeDistance(other, glyph));
        if (distance > bestDistance) {
          bestDistance = distance;
          best = glyph;
        }
        if (distance >= needed) break;
      }
      const shape = framed(char, best!, source);
      sourceOf.set(shape, source);
      out.push(shape);
    }
    return out;
  };

  const accented = (char: string, split: Accented): GlyphShape[] => {
    const own = glyphs.get(char)!;
    const baseShapes = shapesOf(split.base);
    const basePrimary = baseShapes[0]!;
    const { accent, body } = split;
    const a = boxOf(accent);
    const cx = (a.left + a.right) / 2;
    const cy = (a.bottom + a.top) / 2;
    const below = cy < (body.bottom + body.top) / 2;
    const seed = hashSeed(`${style}\u0000${char}`);
    const ownShape = framed(char, own);
    return baseShapes.map((shape, k) => {
      if (k === 0) return ownShape;
      // The accent follows its letter (its top, or its foot for a cedilla) and is written a little differently.
      const f = shape.frame;
      const tx = (f.left + f.right - body.left - body.right) / 2;
      const ty = below ? f.bottom - body.bottom : f.top - body.top;
      const d = shapeDeformation(seed, k, 0);
      const placed = accent.map((s) => {
        const out = new Float64Array(s.length);
        transformMark(s, out, cx, cy, tx, ty, d, m.capHeight);
        return out;
      });
      const strokes = [...shape.strokes, ...placed];
      const advance = shape.advance + (own.advance - basePrimary.advance);
      return framed(char, { advance, strokes, ...inkExtent(strokes, advance) }, ownShape);
    });
  };

  const shapesOf = (char: string): GlyphShape[] => {
    let list = shapes.get(char);
    if (list) return list;
    // An accented letter written as its base letter takes the base letter's shapes (real alternates included).
    const split = accentOf(char, glyphs, m);
    list = split ? accented(char, split) : derive(char);
    shapes.set(char, list);
    return list;
  };

  for (const char of glyphs.keys()) shapesOf(char);
  return shapes;
}
