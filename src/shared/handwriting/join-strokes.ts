/**
 * Pen-downs as a hand makes them. The glyphs give each letter's strokes on their own; a person writing a joined
 * hand does not lift the pen where one letter's stroke runs into the next, writes each word left to right and
 * dots the i's and crosses the t's after the word's body. `penStrokes` turns the drawing loop's strokes into
 * those pen-downs, word by word (never across a word gap or a line):
 *
 * - **Joins** (joined hands only, see `isJoinedHand`): strokes whose ends meet within the pen's width
 *   (`JOIN_TOLERANCE_MM`) are one pen-down, the second reversed when its end, not its start, is the one that
 *   meets. Where a stroke starts on the last stretch of another (a cursive m or n leaves its stem at the
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
import type { DrawnText, Line } from './layout';
import { PEN_WIDTH_MM } from './note-svg';
import type { Point, Polyline, StrokeFont } from './types';

/** Stroke ends closer than the pen line's width touch on the card: the pen need not lift between them. */
export const JOIN_TOLERANCE_MM = PEN_WIDTH_MM;
/** Longest stretch the pen goes back over to reach a stroke starting on the one it just drew (x-heights). */
const RETRACE_OF_X_HEIGHT = 1.5;
/**
 * A hand is joined when at least this share of lowercase letter pairs meet: the exit of the first letter
 * within the pen's width of the entry of the second, set at their advance (`joinedPairShare`). Measured on the
 * fonts: professional 71 %, elegant 54 %, premium 0.4 % (a script whose letters do not reach each other: each
 * is its own pen-down), casual and modern 0 %.
 */
const JOINED_PAIR_SHARE = 0.15;
/** The pen's width in font units per cap height, at the largest message letters (the strictest measure). */
const LARGEST_CAP_MM = 7;
/** A stroke no larger than this (fraction of the cap height) is a mark (a dot, an accent): not an exit. */
const MARK_SIZE = 0.2;
/** A stroke is closed (a loop) when its ends are this close (fraction of its own size), or within the pen. */
const CLOSED_OF_SIZE = 0.1;
/** A stroke is mostly horizontal (or vertical) when its ends differ this many times more along that axis. */
const DOMINANT_AXIS = 2;

export interface PenStrokesContext {
  /** The layout's lines (`drawn` ones are drawn, in order) and the text as drawn. */
  lines: readonly Line[];
  text: DrawnText;
  font: StrokeFont;
  /** Cap height of the note, mm (the retrace limit is a fraction of its x-height). */
  letterHeightMm: number;
  /** False: the strokes as the glyphs give them, unchanged (measurements of the unjoined writing). */
  join?: boolean;
}

/** Pen-downs in writing order, word by word. */
export interface WrittenWords {
  strokes: Polyline[];
  /** Index of each word's first pen-down in `strokes`, then `strokes.length`. */
  wordStarts: number[];
}

/**
 * The word starts of each stroke list `penStrokes` made, by identity of the array (`RenderedNote.strokes`), for
 * code that is handed the strokes without their note (`wordStartsOf`). Weak: it holds nothing alive.
 */
const wordsOfStrokes = new WeakMap<readonly Polyline[], readonly number[]>();

/**
 * The word starts of a note's stroke array as `renderNote` made it (`RenderedNote.wordStarts`), or undefined
 * for any other array (a copy, strokes moved or parsed back): callers then treat the strokes as one run.
 */
export function wordStartsOf(strokes: readonly Polyline[]): readonly number[] | undefined {
  return wordsOfStrokes.get(strokes);
}

/** The renderer's last step: the drawing loop's strokes (glyph by glyph) → the pen-downs a hand makes. */
export function penStrokes(strokes: Polyline[], context: PenStrokesContext): WrittenWords {
  const { font } = context;
  const starts = wordStarts(strokes.length, context.lines, context.text);
  const written =
    context.join === false
      ? { strokes, wordStarts: starts }
      : writeWords(strokes, starts, {
          joined: isJoinedHand(font),
          xHeightMm: (context.letterHeightMm * font.xHeight) / font.capHeight,
        });
  wordsOfStrokes.set(written.strokes, written.wordStarts);
  return written;
}

/**
 * The index of each word's first stroke, then `count`: words are the runs of characters between spaces on one
 * drawn line, and the drawing loop writes `glyph.strokes.length` strokes per character of a drawn line.
 */
function wordStarts(count: number, lines: readonly Line[], text: DrawnText): number[] {
  const starts: number[] = [];
  let k = 0;
  for (const line of lines) {
    if (!line.drawn) break;
    let inWord = false;
    for (let i = line.start; i < line.end; i++) {
      if (/\s/.test(text.chars[i] ?? ' ')) {
        inWord = false;
        continue;
      }
      const n = text.glyphs[i]?.strokes.length ?? 0;
      if (n === 0) continue;
      if (!inWord) starts.push(k);
      inWord = true;
      k += n;
    }
  }
  if (k !== count) {
    throw new Error(`penStrokes: the layout accounts for ${k} strokes but ${count} were drawn`);
  }
  starts.push(count);
  return starts;
}

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
  const markSize = MARK_SIZE * font.capHeight;
  const letters: { entry: Point; exit: Point; advance: number }[] = [];
  for (const char of 'abcdefghijklmnopqrstuvwxyz') {
    const glyph = font.glyphs.get(char);
    if (!glyph) continue;
    const bodies = glyph.strokes.filter((s) => s.length >= 2 && !isSmall(s, markSize));
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

function isSmall(s: Float64Array, size: number): boolean {
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
  return Math.max(r - l, t - b) < size;
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

/**
 * Where the strokes of one word touch, found once per word. Each stroke has two end regions: its points within
 * the retrace limit of its start (side 0) and of its end (side 1), with their arc length from that end. A
 * contact is a stroke's end within the tolerance of a point of another stroke's end region: a pen at the tail
 * of one can go back `back` mm over it and enter the other at `enter`, out `spur` mm to its nearer end and
 * back when that point is inside it (an end needs neither).
 */
class Contacts {
  /** Linked lists of contacts per stroke side (local stroke index × 2 + side): head, then next. */
  head = new Int32Array(64);
  next = new Int32Array(256);
  other = new Int32Array(256);
  otherSide = new Uint8Array(256);
  /** The point of this stroke the pen goes back to, and of the other stroke where it enters. */
  mine = new Int32Array(256);
  enter = new Int32Array(256);
  back = new Float64Array(256);
  spur = new Float64Array(256);
  gap = new Float64Array(256);
  private count = 0;
  // Region points of the word (a point near both ends of a short stroke is there twice), and a grid over them.
  private px = new Float64Array(1024);
  private py = new Float64Array(1024);
  private pArc = new Float64Array(1024);
  private pStroke = new Int32Array(1024);
  private pSide = new Uint8Array(1024);
  private pPoint = new Int32Array(1024);
  private pCell = new Int32Array(1024);
  private cellStart = new Int32Array(1024);
  private order = new Int32Array(1024);

  build(strokes: readonly Polyline[], a: number, b: number, retraceMm: number, tolerance: number): void {
    if (this.head.length < 2 * (b - a)) this.head = new Int32Array(4 * (b - a));
    this.head.fill(-1, 0, 2 * (b - a));
    this.count = 0;
    let points = 0;
    for (let k = a; k < b; k++) points += 2 * strokes[k]!.length;
    if (this.px.length < points) this.growPoints(points);
    const { px, py, pArc, pStroke, pSide, pPoint } = this;
    let m = 0;
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    let longest = 0;
    for (let k = a; k < b; k++) {
      const s = strokes[k]!;
      const n = s.length;
      for (let side = 0; side < 2; side++) {
        let arc = 0;
        for (let j = 0; j < n; j++) {
          const i = side === 0 ? j : n - 1 - j;
          const p = s[i]!;
          if (j > 0) {
            const q = s[side === 0 ? i - 1 : i + 1]!;
            const dx = p[0] - q[0];
            const dy = p[1] - q[1];
            const step = Math.sqrt(dx * dx + dy * dy);
            arc += step;
            if (arc > retraceMm) break;
            if (step > longest) longest = step;
          }
          px[m] = p[0];
          py[m] = p[1];
          pArc[m] = arc;
          pStroke[m] = k;
          pSide[m] = side;
          pPoint[m] = i;
          m++;
          if (p[0] < minX) minX = p[0];
          if (p[0] > maxX) maxX = p[0];
          if (p[1] < minY) minY = p[1];
          if (p[1] > maxY) maxY = p[1];
        }
      }
    }
    if (m === 0) return;
    // Cells at least one tolerance wide, and about as many as the points (a word's points lie along its lines):
    // a point's neighbours within the tolerance lie in its cell and the eight around it.
    const cell = Math.max(tolerance, Math.sqrt(((maxX - minX + tolerance) * (maxY - minY + tolerance)) / m));
    const nx = Math.floor((maxX - minX) / cell) + 1;
    const ny = Math.floor((maxY - minY) / cell) + 1;
    const cells = nx * ny;
    if (this.cellStart.length < cells + 1) this.cellStart = new Int32Array(2 * cells + 1);
    const { cellStart, order, pCell } = this;
    cellStart.fill(0, 0, cells + 1);
    for (let e = 0; e < m; e++) {
      const c = Math.floor((py[e]! - minY) / cell) * nx + Math.floor((px[e]! - minX) / cell);
      pCell[e] = c;
      cellStart[c + 1]!++;
    }
    for (let c = 0; c < cells; c++) cellStart[c + 1]! += cellStart[c]!;
    // Each cell filled from its end backwards: cellStart[c + 1] ends at cell c's start, then moves down one.
    for (let e = m - 1; e >= 0; e--) order[--cellStart[pCell[e]! + 1]!] = e;
    for (let c = 0; c < cells; c++) cellStart[c] = cellStart[c + 1]!;
    cellStart[cells] = m;

    // Query at each stroke end (the region points with arc 0): the other strokes' region segments within the
    // tolerance, each found from its first point (the one nearer its stroke's end), which the contact uses. A
    // stroke's points can lie far apart on its straight stretches (the fonts are simplified), so the segment,
    // not only its points, is measured; the pen's move to that point then stays within the tolerance of it.
    const t2 = tolerance * tolerance;
    const reach = Math.ceil((tolerance + longest) / cell);
    for (let q = 0; q < m; q++) {
      if (pArc[q] !== 0) continue;
      const qx = px[q]!;
      const qy = py[q]!;
      const cx = Math.floor((qx - minX) / cell);
      const cy = Math.floor((qy - minY) / cell);
      const x0 = Math.max(0, cx - reach);
      const x1 = Math.min(nx - 1, cx + reach);
      for (let y = Math.max(0, cy - reach); y <= Math.min(ny - 1, cy + reach); y++) {
        for (let o = cellStart[y * nx + x0]!; o < cellStart[y * nx + x1 + 1]!; o++) {
          const e = order[o]!;
          if (pStroke[e] === pStroke[q]) continue;
          const d2 = this.squaredReach(e, m, qx, qy);
          if (d2 > t2) continue;
          const gap = Math.sqrt(d2);
          // From q's stroke's tail (at this end) straight into the other stroke at e…
          this.link(
            pStroke[q]! - a,
            pSide[q]!,
            pPoint[q]!,
            pStroke[e]!,
            pSide[e]!,
            pPoint[e]!,
            0,
            pArc[e]!,
            gap,
          );
          // …and from the other's tail back over its end region to e, into q's stroke at this end.
          if (pArc[e]! > 0) {
            this.link(
              pStroke[e]! - a,
              pSide[e]!,
              pPoint[e]!,
              pStroke[q]!,
              pSide[q]!,
              pPoint[q]!,
              pArc[e]!,
              0,
              gap,
            );
          }
        }
      }
    }
  }

  /**
   * Squared distance from (x, y) to the segment from region point e to the next one inward (to e alone at the
   * region's last point); infinite where the nearest point is that next one, which answers for itself.
   */
  private squaredReach(e: number, m: number, x: number, y: number): number {
    const { px, py, pStroke, pSide } = this;
    const ex = x - px[e]!;
    const ey = y - py[e]!;
    const f = e + 1;
    if (f >= m || pStroke[f] !== pStroke[e] || pSide[f] !== pSide[e]) return ex * ex + ey * ey;
    const dx = px[f]! - px[e]!;
    const dy = py[f]! - py[e]!;
    const squared = dx * dx + dy * dy;
    const t = squared > 0 ? (ex * dx + ey * dy) / squared : 0;
    if (t >= 1) return Number.POSITIVE_INFINITY;
    const along = t > 0 ? t : 0;
    return (ex - along * dx) ** 2 + (ey - along * dy) ** 2;
  }

  private growPoints(points: number): void {
    const size = 2 * points;
    this.px = new Float64Array(size);
    this.py = new Float64Array(size);
    this.pArc = new Float64Array(size);
    this.pStroke = new Int32Array(size);
    this.pSide = new Uint8Array(size);
    this.pPoint = new Int32Array(size);
    this.pCell = new Int32Array(size);
    this.order = new Int32Array(size);
  }

  private link(
    from: number,
    side: number,
    mine: number,
    other: number,
    otherSide: number,
    enter: number,
    back: number,
    spur: number,
    gap: number,
  ): void {
    const c = this.count++;
    if (c >= this.next.length) {
      const grow = <T extends Int32Array | Uint8Array | Float64Array>(x: T): T => {
        const y = new (x.constructor as new (n: number) => T)(2 * x.length);
        y.set(x);
        return y;
      };
      this.next = grow(this.next);
      this.other = grow(this.other);
      this.otherSide = grow(this.otherSide);
      this.mine = grow(this.mine);
      this.enter = grow(this.enter);
      this.back = grow(this.back);
      this.spur = grow(this.spur);
      this.gap = grow(this.gap);
    }
    const slot = from * 2 + side;
    this.next[c] = this.head[slot]!;
    this.head[slot] = c;
    this.other[c] = other;
    this.otherSide[c] = otherSide;
    this.mine[c] = mine;
    this.enter[c] = enter;
    this.back[c] = back;
    this.spur[c] = spur;
    this.gap[c] = gap;
  }
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
