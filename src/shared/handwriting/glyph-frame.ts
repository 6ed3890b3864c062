/**
 * A shape's frame (`GlyphFrame`): the measurements its deformation needs, taken once per shape when a font is
 * parsed: ink box, loop axes, small marks, entry and exit tails, and the join points a connected hand must keep.
 */

import type { Glyph, GlyphFrame, GlyphTail } from './types';
import { len2 } from './vector-length';

export interface FontMetrics {
  xHeight: number;
  capHeight: number;
}

/** A stroke no larger than this (fraction of the cap height) is a mark: a dot, an accent, a period. */
const MARK_SIZE = 0.2;
/** Ends closer than this (fraction of the cap height: the pen's width at the largest letters) meet. */
const JOIN_TOLERANCE = 0.05;
/** A hand is connected when at least this share of lowercase letter pairs meet. */
const JOINED_PAIR_SHARE = 0.15;
/** Radius of the pinning kernel around a join point (fraction of the x-height). */
export const PIN_RADIUS = 0.35;
/** Tail length: at most this fraction of its stroke and of the x-height. */
const TAIL_OF_STROKE = 0.35;
const TAIL_OF_X_HEIGHT = 0.3;

function strokeBox(s: Float64Array): [number, number, number, number] {
  let l = Number.POSITIVE_INFINITY;
  let r = Number.NEGATIVE_INFINITY;
  let b = Number.POSITIVE_INFINITY;
  let t = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < s.length; i += 2) {
    l = Math.min(l, s[i]!);
    r = Math.max(r, s[i]!);
    b = Math.min(b, s[i + 1]!);
    t = Math.max(t, s[i + 1]!);
  }
  return [l, r, b, t];
}

export function isMark(stroke: Float64Array, m: FontMetrics): boolean {
  const [l, r, b, t] = strokeBox(stroke);
  return Math.max(r - l, t - b) < MARK_SIZE * m.capHeight;
}

function strokeLength(s: Float64Array): number {
  let length = 0;
  for (let i = 2; i < s.length; i += 2) length += len2(s[i]! - s[i - 2]!, s[i + 1]! - s[i - 1]!);
  return length;
}

type Point2 = [number, number];

/** Indexes of the strokes that are not marks. */
function bodyStrokes(glyph: Glyph, m: FontMetrics): number[] {
  const out: number[] = [];
  glyph.strokes.forEach((s, i) => {
    if (!isMark(s, m)) out.push(i);
  });
  return out;
}

/** Where a glyph's writing starts and ends: the first point of its first body stroke, the last of its last. */
function ends(glyph: Glyph, m: FontMetrics): { entry: Point2; exit: Point2 } | undefined {
  const bodies = bodyStrokes(glyph, m);
  if (bodies.length === 0) return undefined;
  const first = glyph.strokes[bodies[0]!]!;
  const last = glyph.strokes[bodies[bodies.length - 1]!]!;
  return { entry: [first[0]!, first[1]!], exit: [last[last.length - 2]!, last[last.length - 1]!] };
}

/** What joins a glyph: whether its entry takes the stroke from the letter before, its exit hands it on. */
export interface Joins {
  entry: boolean;
  exit: boolean;
}

/**
 * The join roles of every glyph of a connected hand (empty for an unconnected one). A glyph's entry is a join
 * when lowercase letters' exits, set at their advance, land on it (within the pen's width at the largest
 * letters), and its exit when it lands on lowercase letters' entries; the hand is connected when at least
 * `JOINED_PAIR_SHARE` of lowercase pairs meet so. Its join points are then kept by every deformation.
 */
export function findJoins(glyphs: ReadonlyMap<string, Glyph>, m: FontMetrics): Map<string, Joins> {
  const tolerance = JOIN_TOLERANCE * m.capHeight;
  const letters: { entry: Point2; exit: Point2; advance: number }[] = [];
  for (const char of 'abcdefghijklmnopqrstuvwxyz') {
    const glyph = glyphs.get(char);
    const e = glyph && ends(glyph, m);
    if (glyph && e) letters.push({ ...e, advance: glyph.advance });
  }
  const meets = (exit: Point2, advance: number, entry: Point2) =>
    len2(exit[0] - advance - entry[0], exit[1] - entry[1]) <= tolerance;
  let pairs = 0;
  for (const a of letters) for (const b of letters) if (meets(a.exit, a.advance, b.entry)) pairs++;
  const roles = new Map<string, Joins>();
  if (letters.length === 0 || pairs < JOINED_PAIR_SHARE * letters.length * letters.length) return roles;
  const least = Math.max(2, Math.ceil(0.15 * letters.length));
  for (const [char, glyph] of glyphs) {
    const e = ends(glyph, m);
    if (!e) continue;
    const entry = letters.filter((a) => meets(a.exit, a.advance, e.entry)).length >= least;
    const exit = letters.filter((b) => meets(e.exit, glyph.advance, b.entry)).length >= least;
    if (entry || exit) roles.set(char, { entry, exit });
  }
  return roles;
}

function tail(
  stroke: Float64Array,
  index: number,
  atEnd: boolean,
  m: FontMetrics,
  pinned: boolean,
  box: { bottom: number; top: number },
): GlyphTail | null {
  const n = stroke.length / 2;
  const total = strokeLength(stroke);
  if (n < 3 || total < 0.12 * m.xHeight) return null;
  const wanted = Math.min(TAIL_OF_STROKE * total, TAIL_OF_X_HEIGHT * m.xHeight);
  // Arc length from the stroke's end to each point, walking inwards until the pivot.
  const arcs: number[] = [0];
  let s = 0;
  for (let k = 1; k < n; k++) {
    const a = atEnd ? n - k : k - 1;
    const b = atEnd ? n - 1 - k : k;
    s += len2(stroke[2 * b]! - stroke[2 * a]!, stroke[2 * b + 1]! - stroke[2 * a + 1]!);
    arcs.push(s);
    if (s >= wanted) break;
  }
  const pivotArc = arcs[arcs.length - 1]!;
  const count = arcs.length - 1;
  // A long straight segment has no curve to bend: turning it would tilt the whole stem.
  if (count < 1 || pivotArc < wanted || pivotArc > 1.6 * wanted || pivotArc > 0.45 * total) return null;
  const weight = new Float64Array(count);
  const bow = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const f = 1 - arcs[k]! / pivotArc;
    weight[k] = f * f * (3 - 2 * f);
    bow[k] = Math.sin(Math.PI * (arcs[k]! / pivotArc));
  }
  const closed =
    len2(stroke[0]! - stroke[stroke.length - 2]!, stroke[1]! - stroke[stroke.length - 1]!) < 0.06 * m.xHeight;
  const endY = atEnd ? stroke[stroke.length - 1]! : stroke[1]!;
  const margin = 0.12 * Math.max(box.top - box.bottom, m.xHeight);
  const terminal = endY >= box.top - margin || endY <= box.bottom + margin;
  return { stroke: index, atEnd, count, weight, bow, pinned, closed, terminal };
}

/**
 * The frame of a shape (`joins`: its character's join roles, see `findJoins`). `like` is the frame of the character's primary shape when this shape is derived from
 * it: the derived shape keeps its join roles (a deformation may move its exit off the glyph's edge) and records
 * how far its exit moved (`joinDy`).
 */
export function measureFrame(
  glyph: Glyph,
  m: FontMetrics,
  joins: Joins | undefined,
  lowercase: boolean,
  like?: GlyphFrame,
): GlyphFrame {
  let left = glyph.inkLeft;
  let right = glyph.inkRight;
  let bottom = Number.POSITIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  let ascSum = 0;
  let ascN = 0;
  let descSum = 0;
  let descN = 0;
  for (const s of glyph.strokes) {
    for (let i = 0; i < s.length; i += 2) {
      const x = s[i]!;
      const y = s[i + 1]!;
      bottom = Math.min(bottom, y);
      top = Math.max(top, y);
      if (y > m.xHeight) {
        ascSum += x;
        ascN++;
      } else if (y < 0) {
        descSum += x;
        descN++;
      }
    }
  }
  if (!Number.isFinite(bottom)) {
    bottom = 0;
    top = 0;
    left = 0;
    right = glyph.advance;
  }
  const centre = (left + right) / 2;
  const marks: number[] = [];
  const centres: number[] = [];
  glyph.strokes.forEach((s, i) => {
    if (!isMark(s, m)) return;
    const [l, r, b, t] = strokeBox(s);
    marks.push(i);
    centres.push((l + r) / 2, (b + t) / 2);
  });
  const bodies = bodyStrokes(glyph, m);
  const first = bodies[0];
  const last = bodies[bodies.length - 1];
  const entryJoin = like ? like.entryJoin : (joins?.entry ?? false);
  const exitJoin = like ? like.exitJoin : (joins?.exit ?? false);
  const head = first === undefined ? undefined : glyph.strokes[first]!;
  const end = last === undefined ? undefined : glyph.strokes[last]!;
  const exitY = end ? end[end.length - 1]! : 0;
  return {
    left,
    right,
    bottom,
    top,
    ascenderX: ascN > 0 ? ascSum / ascN : centre,
    descenderX: descN > 0 ? descSum / descN : centre,
    ascenderGain: lowercase ? 1 : 0.7,
    marks,
    markCentres: Float64Array.from(centres),
    entry:
      first === undefined ? null : tail(glyph.strokes[first]!, first, false, m, entryJoin, { bottom, top }),
    exit: last === undefined ? null : tail(glyph.strokes[last]!, last, true, m, false, { bottom, top }),
    entryJoin,
    exitJoin,
    entryX: head ? head[0]! : 0,
    entryY: head ? head[1]! : 0,
    exitX: end ? end[end.length - 2]! : 0,
    exitY,
    exitStroke: last ?? -1,
    joinDy: like && exitJoin ? like.joinDy + exitY - like.exitY : 0,
  };
}
