// Over 300 lines: one algorithm, the join point measured on the font and then every letter's entry and exit
// bent to it (and each alternate matched to its letter), whose steps share the same private geometry helpers.
/**
 * Joins of a connected hand, made to meet. An outline script font joins its letters by overlapping ink: one
 * letter's exit stroke runs into the next letter's side. Thinned to centrelines, those exits end near, not on,
 * the next letter's line, and a pen would lift at every join. Here every lowercase letter's exit (the end of
 * its last stroke that is not a mark) is brought to one join point, (advance + δ, y) with δ and y the font's own
 * median exit, and every lowercase letter starts at the matching point (δ, y) of its own box: a short
 * connector to the nearest point of its first stroke, then back along that stroke (over its own ink) to where
 * the letter really starts. Set at their advances, consecutive letters then meet exactly; the renderer's join
 * step (`join-strokes.ts`) makes them one pen-down. A letter's alternate shapes (from a companion script) are
 * made to start and end where its own glyph does (`matchJoins`), so any shape joins any neighbour's.
 */
import type { WorkGlyph } from './compose';
import { bounds, type Pt } from './path-data';

export interface JoinMetrics {
  xHeight: number;
  capHeight: number;
}

export interface JoinPoint {
  /** Exit end beyond the advance (font units). */
  dx: number;
  /** Height of the join above the baseline (font units). */
  y: number;
  /** Direction the exit leaves in (unit vector). */
  direction: Pt;
}

/** A stroke no larger than this (fraction of the cap height) is a mark: a dot or an accent. */
const MARK_SIZE = 0.2;

function size(s: readonly Pt[]): number {
  const b = bounds([s]);
  return Math.max(b.maxX - b.minX, b.maxY - b.minY);
}

function body(g: WorkGlyph, m: JoinMetrics): number[] {
  return g.strokes.map((s, i) => (size(s) > MARK_SIZE * m.capHeight ? i : -1)).filter((i) => i >= 0);
}

function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function median(values: number[]): number {
  const v = values.slice().sort((a, b) => a - b);
  return v.length === 0 ? 0 : v[Math.floor(v.length / 2)]!;
}

/** Direction of a stroke's last stretch (about `reach` long), pointing out of its end. */
function exitDirection(s: readonly Pt[], reach: number): Pt {
  const end = s.at(-1)!;
  let from = s[0]!;
  for (let i = s.length - 2; i >= 0; i--)
    if (dist(s[i]!, end) >= reach) {
      from = s[i]!;
      break;
    }
  const l = dist(from, end) || 1;
  return [(end[0] - from[0]) / l, (end[1] - from[1]) / l];
}

/** The exit of a lowercase letter, if it has one: the end of its last body stroke, low and at its right. */
function exitOf(g: WorkGlyph, m: JoinMetrics): { stroke: number; at: Pt } | undefined {
  const b = body(g, m);
  if (b.length === 0) return undefined;
  const stroke = b.at(-1)!;
  const at = g.strokes[stroke]!.at(-1)!;
  if (!exitLike(at, g, m)) return undefined;
  return { stroke, at };
}

function exitLike(at: Pt, g: WorkGlyph, m: JoinMetrics): boolean {
  return at[0] >= g.advance - m.xHeight * 0.35 && at[1] <= m.xHeight * 0.75 && at[1] >= -m.xHeight * 0.15;
}

/** The font's join point: where most lowercase exits already end. */
export function joinPoint(glyphs: ReadonlyMap<string, WorkGlyph>, m: JoinMetrics): JoinPoint {
  const exits: { dx: number; y: number; d: Pt }[] = [];
  for (const c of 'abcdefghijklmnopqrstuvwxyz') {
    const g = glyphs.get(c);
    const e = g && exitOf(g, m);
    if (g && e)
      exits.push({
        dx: e.at[0] - g.advance,
        y: e.at[1],
        d: exitDirection(g.strokes[e.stroke]!, m.xHeight * 0.2),
      });
  }
  const dx = median(exits.map((e) => e.dx));
  const y = median(exits.map((e) => e.y));
  const ax = median(exits.map((e) => e.d[0]));
  const ay = median(exits.map((e) => e.d[1]));
  const l = Math.hypot(ax, ay) || 1;
  return { dx, y, direction: [ax / l, ay / l] };
}

/** Moves a stroke's end to `target`, spreading the move over its last `span` of length (smoothly). */
function bendEnd(s: Pt[], target: Pt, span: number): Pt[] {
  const end = s.at(-1)!;
  const mx = target[0] - end[0];
  const my = target[1] - end[1];
  const out = s.slice();
  let along = 0;
  for (let i = out.length - 1; i >= 0; i--) {
    if (i < out.length - 1) along += dist(s[i]!, s[i + 1]!);
    if (along > span) break;
    const w = 1 - along / span;
    const f = w * w * (3 - 2 * w);
    out[i] = [s[i]![0] + mx * f, s[i]![1] + my * f];
  }
  return out;
}

function nearest(s: readonly Pt[], p: Pt): { i: number; point: Pt; d: number } {
  let best = { i: 0, point: s[0]!, d: dist(s[0]!, p) };
  for (let i = 0; i + 1 < s.length; i++) {
    const a = s[i]!;
    const b = s[i + 1]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l2 = dx * dx + dy * dy;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
    const q: Pt = [a[0] + t * dx, a[1] + t * dy];
    const d = dist(q, p);
    if (d < best.d) best = { i, point: q, d };
  }
  return best;
}

/** A quadratic curve from `from`, leaving along `direction`, to `to` (a few points). */
function connector(from: Pt, direction: Pt, to: Pt): Pt[] {
  const l = dist(from, to);
  const c: Pt = [from[0] + direction[0] * l * 0.45, from[1] + direction[1] * l * 0.45];
  const steps = Math.max(2, Math.min(8, Math.ceil(l / 25)));
  const out: Pt[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    const u = 1 - t;
    out.push([
      u * u * from[0] + 2 * u * t * c[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * c[1] + t * t * to[1],
    ]);
  }
  return out;
}

export interface JoinReport {
  exits: number;
  entries: number;
}

/** Where a letter must take over and hand on the stroke. */
interface JoinTargets {
  /**
   * The exit's end: a point (`x` given), or a height with the end kept where it is sideways, or drawn out to
   * `minX` (the caller moves the advance to it). The end chosen is the nearest within `reach` among the
   * letter's right-hand ends.
   */
  exit?: { x?: number; minX?: number; y: number; reach: number };
  /** The entry: a connector from `at`, leaving along `direction`, to the nearest body stroke. */
  entry?: { at: Pt; direction: Pt };
}

/** The letter with its exit and entry brought to `targets` (see `JoinTargets`); which of the two were made. */
function joinTo(
  g: WorkGlyph,
  targets: JoinTargets,
  m: JoinMetrics,
  endsAtRight: (end: Pt, stroke: readonly Pt[]) => boolean,
): { glyph: WorkGlyph; exit?: Pt; entry: boolean } {
  const strokes = g.strokes.map((s) => s.slice());
  const bodyIdx = body(g, m);
  if (bodyIdx.length === 0) return { glyph: g, entry: false };
  const marks = strokes.filter((_, i) => !bodyIdx.includes(i));
  let bodies = bodyIdx.map((i) => strokes[i]!);

  // Exit: the body stroke end nearest the target, drawn last and ending exactly there.
  let exit: { k: number; reversed: boolean; d: number; to: Pt } | undefined;
  const want = targets.exit;
  if (want)
    bodies.forEach((s, k) => {
      for (const reversed of [false, true]) {
        const end = reversed ? s[0]! : s.at(-1)!;
        const to: Pt = [want.x ?? Math.max(end[0], want.minX ?? end[0]), want.y];
        const d = dist(end, to);
        if (endsAtRight(end, s) && d <= want.reach && (!exit || d < exit.d)) exit = { k, reversed, d, to };
      }
    });
  let exitStroke: Pt[] | undefined;
  if (exit) {
    const s = bodies[exit.k]!;
    exitStroke = bendEnd(
      exit.reversed ? s.slice().reverse() : s,
      exit.to,
      Math.max(want!.reach, m.xHeight * 0.45),
    );
    bodies = [...bodies.slice(0, exit.k), ...bodies.slice(exit.k + 1), exitStroke];
  }

  // Entry: the body stroke passing nearest the entry point, drawn first, reached by a short connector.
  let lead: Pt[] | undefined;
  if (targets.entry) {
    const { at: entry, direction } = targets.entry;
    let best = { k: -1, near: { i: 0, point: entry, d: Number.POSITIVE_INFINITY } };
    bodies.forEach((s, k) => {
      const near = nearest(s, entry);
      if (near.d < best.near.d) best = { k, near };
    });
    const first = best.k;
    // The exit stroke stays last unless it is the only one that can take the entry.
    const s = bodies[first]!;
    const near = best.near;
    if (near.d <= m.xHeight * 0.45) {
      // To the nearest point of that stroke, then back along it to its start.
      lead =
        near.i === 0 && dist(near.point, s[0]!) < 1e-6
          ? connector(entry, direction, s[0]!)
          : [...connector(entry, direction, near.point), ...s.slice(1, near.i + 1).reverse(), s[0]!];
    } else if (dist(entry, s[0]!) <= m.xHeight * 0.8) {
      lead = connector(entry, direction, s[0]!);
    }
    if (lead) {
      const led = [...lead, ...s.slice(1)];
      if (s === exitStroke) bodies[first] = led;
      else bodies = [led, ...bodies.filter((_, k) => k !== first)];
    }
  }
  return { glyph: { advance: g.advance, strokes: [...bodies, ...marks] }, exit: exit?.to, entry: !!lead };
}

/** Brings a lowercase letter's exit and entry to the font's join point (see the module comment). */
export function joinLetter(g: WorkGlyph, j: JoinPoint, m: JoinMetrics, report?: JoinReport): WorkGlyph {
  const joined = joinTo(
    g,
    {
      exit: { x: g.advance + j.dx, y: j.y, reach: m.xHeight * 0.4 },
      entry: { at: [j.dx, j.y], direction: j.direction },
    },
    m,
    (end) => exitLike(end, g, m),
  );
  if (report && joined.exit) report.exits++;
  if (report && joined.entry) report.entries++;
  return joined.glyph;
}

/**
 * An alternate shape of a letter made to join as the letter's own glyph does, whichever neighbours it gets:
 * where that glyph starts at the join point, the alternate is led in from there too; where it ends in a join
 * (a lowercase letter's exit at its right, low or from its top as an o's bridge; a capital's on the next
 * letter's entry), the alternate's exit is bent to that height and its advance set so the exit lands where the glyph's
 * does. Undefined when it cannot (no end near enough to bend, or ink reaching far past the advance into the
 * next letter): a pen would lift, or a gap open or letters collide, mid-word.
 */
export function matchJoins(
  alt: WorkGlyph,
  own: WorkGlyph,
  j: JoinPoint,
  m: JoinMetrics,
  lowercase: boolean,
): WorkGlyph | undefined {
  const o = body(own, m);
  if (o.length === 0 || body(alt, m).length === 0) return alt;
  const ownStart = own.strokes[o[0]!]![0]!;
  const ownEnd = own.strokes[o.at(-1)!]!.at(-1)!;
  const entry = lowercase && dist(ownStart, [j.dx, j.y]) < 1;
  // The right of the letter's body: an ascender leaning right reaches further, over the next letter's head.
  const right = (g: WorkGlyph) => {
    let r = Number.NEGATIVE_INFINITY;
    for (const s of g.strokes) for (const [x, y] of s) if (y <= m.xHeight * 0.75) r = Math.max(r, x);
    return r;
  };
  const atRight = (g: WorkGlyph, end: Pt) => end[0] >= right(g) - m.xHeight * 0.35;
  // A capital or digit hands on the stroke only where its end lands on the next letter's entry (a 1's foot,
  // low at its right, joins nothing).
  const exit = lowercase
    ? atRight(own, ownEnd) && ownEnd[1] <= m.xHeight * 1.1 && ownEnd[1] >= -m.xHeight * 0.15
    : dist(ownEnd, [own.advance + j.dx, j.y]) < m.capHeight * 0.05;
  const joined = joinTo(
    alt,
    {
      // The exit reaches as far past the body as the glyph's does (a short tail is drawn out to it).
      exit: exit
        ? { minX: right(alt) + ownEnd[0] - right(own), y: ownEnd[1], reach: m.xHeight * 0.6 }
        : undefined,
      entry: entry ? { at: [j.dx, j.y], direction: j.direction } : undefined,
    },
    m,
    // A ring's end is no exit: bending it away would open an o into a c.
    (end, s) =>
      atRight(alt, end) &&
      end[1] <= m.xHeight * 1.1 &&
      end[1] >= -m.xHeight * 0.15 &&
      dist(s[0]!, s.at(-1)!) > m.xHeight * 0.05,
  );
  const g = joined.glyph;
  const b = body(g, m);
  // The lead-in must begin the letter and the exit end it (a one-stroke letter led in to its exit stroke
  // does; a letter whose entry lands on its last stroke does not).
  if (entry && (!joined.entry || dist(g.strokes[b[0]!]![0]!, [j.dx, j.y]) > 1)) return undefined;
  if (exit && (!joined.exit || dist(g.strokes[b.at(-1)!]!.at(-1)!, joined.exit) > 1)) return undefined;
  if (!joined.exit) return g;
  const advance = joined.exit[0] - (ownEnd[0] - own.advance);
  // A body reaching much further past the advance than the glyph's would run into the next letter.
  const overhang = (h: WorkGlyph, a: number) => right(h) - a;
  if (overhang(g, advance) > overhang(own, own.advance) + m.xHeight * 0.2) return undefined;
  return { advance, strokes: g.strokes };
}
