/**
 * Pen-downs as a hand makes them. The glyphs give each letter's strokes on their own; a person writing a joined
 * hand does not lift the pen where one letter's stroke runs into the next, writes each word left to right and
 * dots the i's and crosses the t's after the word's body. `writeWords` turns the drawing loop's strokes into
 * those pen-downs (`penStrokes` in pen-strokes.ts calls it), word by word (never across a word gap or a line):
 *
 * - **Joins** (joined hands only, see `isJoinedHand` in joined-hand.ts): strokes whose ends meet within the
 *   pen's width (`JOIN_TOLERANCE_MM`) are one pen-down, the second reversed when its end, not its start, is the
 *   one that meets. Where a stroke starts on the last stretch of another (a cursive m or n leaves its stem at the
 *   baseline and the next arch starts a little above it; a p's bowl leaves its stem) the pen goes back over
 *   that stretch, as a hand does, rather than lifting; where a stroke ends on the last stretch of another, the
 *   pen goes out along it to its end and back. Either way at most `RETRACE_OF_X_HEIGHT` x-heights are drawn
 *   twice, over points already drawn.
 * - **Direction**: each pen-down starts at the end a person starts it from: a mostly horizontal stroke (a word's
 *   body, a t-cross) at its left, a mostly vertical one at its top, a stroke going both up and left is turned
 *   round; closed loops and strokes going up-right or down-left keep the font's direction (an N and an S have
 *   the same ends).
 * - **Order**: the pen-downs of a word in writing order, except, in joined hands, what the body runs past (a
 *   stroke written between two strokes it joins) and the marks and crosses over the body (i-dots, t-crosses,
 *   accents, wherever the font puts them among a letter's strokes): those come after the body, in writing order.
 *
 * The ink is unchanged: every point of every input stroke is drawn, at the same coordinates, and a join adds
 * no point (the pen moves between two existing points, never farther than `JOIN_TOLERANCE_MM` from the ink of the
 * strokes it joins; a retrace goes over points already drawn). Pure and deterministic; near-linear in the number of points (a grid of stroke ends per word).
 */
import { PEN_WIDTH_MM } from './note-svg';
import { Contacts } from './stroke-contacts';
import type { Point, Polyline } from './types';

/** Stroke ends closer than the pen line's width touch on the card: the pen need not lift between them. */
export const JOIN_TOLERANCE_MM = PEN_WIDTH_MM;
/** Longest stretch the pen goes back over to reach a stroke starting on the one it just drew (x-heights). */
const RETRACE_OF_X_HEIGHT = 1.5;
/** A stroke is closed (a loop) when its ends are this close (fraction of its own size), or within the pen. */
const CLOSED_OF_SIZE = 0.1;
/** A stroke is mostly horizontal (or vertical) when its ends differ this many times more along that axis. */
const DOMINANT_AXIS = 2;

/** Pen-downs in writing order, word by word. */
export interface WrittenWords {
  strokes: Polyline[];
  /** Index of each word's first pen-down in `strokes`, then `strokes.length`. */
  wordStarts: number[];
}

export interface WriteWordsOptions {
  /** Join strokes that meet (a joined hand). */
  joined: boolean;
  /** The note's x-height, mm: retraces and marks are measured against it. */
  xHeightMm: number;
  /** Longest retrace, mm; default `RETRACE_OF_X_HEIGHT` x-heights (0: only ends that meet). */
  retraceMm?: number;
  /** Ends this close meet, mm; default `JOIN_TOLERANCE_MM`. */
  toleranceMm?: number;
}

/** A stroke of a joined word no larger than this (x-heights) is a mark (a dot, an accent, a lead-in tick). */
const MARK_OF_X_HEIGHT = 0.6;
/** A flat stroke (height under this fraction of its width) up to `CROSS_OF_X_HEIGHT` wide is a cross. */
const CROSS_FLATNESS = 0.35;
const CROSS_OF_X_HEIGHT = 2.5;

/**
 * The pen-downs of strokes grouped in words (`starts`: each word's first stroke index, then the stroke count):
 * joined (when `joined`), turned to their writing direction and ordered as described at the top of this file.
 */
export function writeWords(
  strokes: readonly Polyline[],
  starts: readonly number[],
  options: WriteWordsOptions,
): WrittenWords {
  const tolerance = options.toleranceMm ?? JOIN_TOLERANCE_MM;
  const retraceMm = options.retraceMm ?? RETRACE_OF_X_HEIGHT * options.xHeightMm;
  const out: Polyline[] = [];
  const outStarts: number[] = [];
  const contacts = new Contacts();
  for (let w = 0; w + 1 < starts.length; w++) {
    const a = starts[w]!;
    const b = starts[w + 1]!;
    outStarts.push(out.length);
    if (!options.joined || b - a < 2) {
      for (let k = a; k < b; k++) out.push(inWritingDirection(strokes[k]!, tolerance));
      continue;
    }
    const units = joinWord(strokes, a, b, contacts, retraceMm, tolerance);
    for (const unit of units) unit.points = inWritingDirection(unit.points, tolerance);
    // After the body: what it runs past (a stroke written between two of its strokes), and the marks and
    // crosses over it (an i's dot, a t's cross, wherever the font puts them among the letter's strokes).
    const bodies = units.filter((u) => u.members > 1).map((u) => ({ unit: u, box: boxOf(u.points) }));
    const body: Unit[] = [];
    const after: Unit[] = [];
    for (const unit of units) {
      let delayed = bodies.some(({ unit: o }) => o !== unit && o.first < unit.first && unit.last < o.last);
      if (!delayed && unit.members === 1 && bodies.length > 0) {
        const box = boxOf(unit.points);
        const width = box.r - box.l;
        const height = box.b - box.t;
        const mark = Math.max(width, height) < MARK_OF_X_HEIGHT * options.xHeightMm;
        const cross = height < CROSS_FLATNESS * width && width < CROSS_OF_X_HEIGHT * options.xHeightMm;
        delayed = (mark || cross) && bodies.some(({ box: o }) => box.l < o.r && o.l < box.r);
      }
      (delayed ? after : body).push(unit);
    }
    for (const unit of body) out.push(unit.points);
    for (const unit of after) out.push(unit.points);
  }
  outStarts.push(out.length);
  return { strokes: out, wordStarts: outStarts };
}

function boxOf(points: Polyline): { l: number; r: number; t: number; b: number } {
  let l = Number.POSITIVE_INFINITY;
  let r = Number.NEGATIVE_INFINITY;
  let t = Number.POSITIVE_INFINITY;
  let b = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    if (x < l) l = x;
    if (x > r) r = x;
    if (y < t) t = y;
    if (y > b) b = y;
  }
  return { l, r, t, b };
}

interface Unit {
  points: Polyline;
  /** Lowest and highest input index of its strokes, and how many it joins. */
  first: number;
  last: number;
  members: number;
}

/**
 * A stroke turned to the direction a hand draws it (see the top of this file). Returns the same array when
 * it is kept.
 */
export function inWritingDirection(points: Polyline, toleranceMm = JOIN_TOLERANCE_MM): Polyline {
  if (points.length < 2) return points;
  const [x0, y0] = points[0]!;
  const [x1, y1] = points[points.length - 1]!;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  // y grows downwards: a stroke starts at its left (horizontal), at its top (vertical), or is turned round when
  // it runs up and to the left.
  const backwards = ax >= DOMINANT_AXIS * ay ? dx < 0 : ay >= DOMINANT_AXIS * ax ? dy < 0 : dx < 0 && dy < 0;
  if (!backwards) return points;
  const gap = Math.sqrt(dx * dx + dy * dy);
  if (gap <= toleranceMm) return points;
  // A loop (its ends close against its size) keeps the font's direction.
  const reach = gap / CLOSED_OF_SIZE;
  let l = x0;
  let r = x0;
  let t = y0;
  let b = y0;
  for (const [x, y] of points) {
    if (x < l) l = x;
    else if (x > r) r = x;
    if (y < t) t = y;
    else if (y > b) b = y;
    if (r - l > reach || b - t > reach) return points;
  }
  return [...points].reverse();
}

/** Chains of strokes [a, b) that touch (see `Contacts`), each drawn as one pen-down. */
function joinWord(
  strokes: readonly Polyline[],
  a: number,
  b: number,
  contacts: Contacts,
  retraceMm: number,
  tolerance: number,
): Unit[] {
  contacts.build(strokes, a, b, retraceMm, tolerance);
  const used = new Uint8Array(b - a);
  const units: Unit[] = [];
  for (let k = a; k < b; k++) {
    if (used[k - a]) continue;
    used[k - a] = 1;
    const s = strokes[k]!;
    if (s.length === 0) {
      units.push({ points: s, first: k, last: k, members: 1 });
      continue;
    }
    const chain: Point[] = [...s];
    const unit: Unit = { points: chain, first: k, last: k, members: 1 };
    // Out from the first stroke's end, then (turned round) from its start; turned back, it keeps its direction.
    for (const side of [1, 0]) {
      const tail = { stroke: k, side };
      while (extend(chain, strokes, a, used, contacts, retraceMm, tail, unit)) {}
      chain.reverse();
    }
    units.push(unit);
  }
  return units;
}

/**
 * Extends the chain at its tail (the `tail.side` end of stroke `tail.stroke`) by the best unused stroke it
 * touches: the least retraced, then the nearest, then the first written. False when none touches it.
 */
function extend(
  chain: Point[],
  strokes: readonly Polyline[],
  a: number,
  used: Uint8Array,
  contacts: Contacts,
  retraceMm: number,
  tail: { stroke: number; side: number },
  unit: Unit,
): boolean {
  let best = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let c = contacts.head[(tail.stroke - a) * 2 + tail.side]!; c >= 0; c = contacts.next[c]!) {
    const other = contacts.other[c]!;
    if (used[other - a]) continue;
    const cost = contacts.back[c]! + contacts.spur[c]!;
    if (cost > retraceMm) continue;
    if (
      best < 0 ||
      cost < bestCost ||
      (cost === bestCost &&
        (contacts.gap[c]! < contacts.gap[best]! ||
          (contacts.gap[c] === contacts.gap[best] && other < contacts.other[best]!)))
    ) {
      best = c;
      bestCost = cost;
    }
  }
  if (best < 0) return false;
  const from = strokes[tail.stroke]!;
  const other = contacts.other[best]!;
  const s = strokes[other]!;
  used[other - a] = 1;
  unit.first = Math.min(unit.first, other);
  unit.last = Math.max(unit.last, other);
  unit.members++;
  const push = (p: Point) => {
    const last = chain[chain.length - 1]!;
    if (last[0] !== p[0] || last[1] !== p[1]) chain.push(p);
  };
  // Back over the tail stroke from its end to the point the other stroke touches.
  const mine = contacts.mine[best]!;
  if (tail.side === 1) for (let i = from.length - 2; i >= mine; i--) push(from[i]!);
  else for (let i = 1; i <= mine; i++) push(from[i]!);
  // Into the other stroke there: out to the end of that region and back when inside it, then on to its far end.
  const enter = contacts.enter[best]!;
  const n = s.length;
  if (contacts.otherSide[best] === 0) {
    for (let i = enter; i >= 0; i--) push(s[i]!);
    for (let i = 1; i < n; i++) push(s[i]!);
    tail.side = 1;
  } else {
    for (let i = enter; i < n; i++) push(s[i]!);
    for (let i = n - 2; i >= 0; i--) push(s[i]!);
    tail.side = 0;
  }
  tail.stroke = other;
  return true;
}
