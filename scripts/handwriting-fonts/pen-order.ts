/**
 * Puts a glyph's centreline strokes in the order and direction a person writes them: the letter's body from
 * left to right, each stroke from its left or upper end; crossbars after the strokes they cross, dots and
 * accents last; a stroke that starts on the one before (the arch of an "n" on its stem) is reached by running
 * back along the earlier stroke without lifting the pen, as a hand does.
 */
import { bounds, type Pt } from './path-data';

export interface PenMetrics {
  xHeight: number;
  capHeight: number;
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function box(s: readonly Pt[]): Box {
  return bounds([s]);
}

function length(s: readonly Pt[]): number {
  let l = 0;
  for (let i = 1; i < s.length; i++) l += Math.hypot(s[i]![0] - s[i - 1]![0], s[i]![1] - s[i - 1]![1]);
  return l;
}

function signedArea(s: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < s.length; i++) {
    const [x0, y0] = s[i]!;
    const [x1, y1] = s[(i + 1) % s.length]!;
    a += x0 * y1 - x1 * y0;
  }
  return a / 2;
}

/** Where a pen would start an open stroke: the end further left and up (y grows upwards in font units). */
function startScore([x, y]: Pt): number {
  return x - 0.7 * y;
}

function isClosed(s: readonly Pt[], m: PenMetrics): boolean {
  return s.length > 3 && Math.hypot(s[0]![0] - s.at(-1)![0], s[0]![1] - s.at(-1)![1]) < m.xHeight * 0.04;
}

function oriented(s: Pt[], m: PenMetrics): Pt[] {
  if (s.length < 2) return s;
  if (isClosed(s, m)) {
    // A closed loop is written anticlockwise from its top, as an "o" is.
    const loop = signedArea(s) < 0 ? s.slice().reverse() : s.slice();
    let top = 0;
    for (let i = 1; i < loop.length; i++) if (loop[i]![1] > loop[top]![1]) top = i;
    const open = loop.slice(0, -1);
    const rotated = [...open.slice(top), ...open.slice(0, top)];
    return [...rotated, rotated[0]!];
  }
  return startScore(s[0]!) <= startScore(s.at(-1)!) ? s : s.slice().reverse();
}

/** Distance from p to segment ab, and the parameter along it. */
function toSegment(p: Pt, a: Pt, b: Pt): { d: number; t: number } {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return { d: Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy), t };
}

/** Index along `s` (segment i, fraction t) closest to p, with the distance. */
function nearestOn(s: readonly Pt[], p: Pt): { d: number; i: number; t: number } {
  let best = { d: Number.POSITIVE_INFINITY, i: 0, t: 0 };
  for (let i = 0; i + 1 < s.length; i++) {
    const r = toSegment(p, s[i]!, s[i + 1]!);
    if (r.d < best.d) best = { d: r.d, i, t: r.t };
  }
  return best;
}

function segmentsMeet(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const cross = (o: Pt, p: Pt, q: Pt) => (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}

/** Whether two strokes cross or come within `tolerance` of each other. */
function crosses(a: readonly Pt[], b: readonly Pt[], tolerance: number): boolean {
  for (let i = 0; i + 1 < a.length; i++)
    for (let j = 0; j + 1 < b.length; j++) if (segmentsMeet(a[i]!, a[i + 1]!, b[j]!, b[j + 1]!)) return true;
  for (const p of a) if (nearestOn(b, p).d < tolerance) return true;
  for (const p of b) if (nearestOn(a, p).d < tolerance) return true;
  return false;
}

function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Unit direction in which a stroke leaves its first point (over about `reach` units). */
function leaving(s: readonly Pt[], reach: number): Pt {
  const a = s[0]!;
  let b = s.at(-1)!;
  for (const p of s)
    if (dist(a, p) >= reach) {
      b = p;
      break;
    }
  const l = dist(a, b) || 1;
  return [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
}

/**
 * Strokes that end where another ends (the two bowls of a "3" at its waist) are one movement of the pen: join
 * them, at a point where several meet choosing the pair that turns least.
 */
function joinAtEnds(strokes: Pt[][], tolerance: number, reach: number): Pt[][] {
  const out = strokes.map((s) => s.slice());
  for (;;) {
    let best: { i: number; j: number; a: 0 | 1; b: 0 | 1; turn: number } | undefined;
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++)
        for (const a of [0, 1] as const)
          for (const b of [0, 1] as const) {
            const si = a === 1 ? out[i]! : out[i]!.slice().reverse();
            const sj = b === 0 ? out[j]! : out[j]!.slice().reverse();
            // si ends where sj starts?
            if (dist(si.at(-1)!, sj[0]!) > tolerance) continue;
            if (isClosedPath(si, tolerance) || isClosedPath(sj, tolerance)) continue;
            const din = leaving(si.slice().reverse(), reach);
            const dout = leaving(sj, reach);
            // 0 = straight on, 2 = straight back.
            const turn = 1 + (din[0] * dout[0] + din[1] * dout[1]);
            if (!best || turn < best.turn) best = { i, j, a, b, turn };
          }
    if (!best) return out;
    const si = best.a === 1 ? out[best.i]! : out[best.i]!.slice().reverse();
    const sj = best.b === 0 ? out[best.j]! : out[best.j]!.slice().reverse();
    out[best.i] = [...si, ...sj.slice(1)];
    out.splice(best.j, 1);
  }
}

function isClosedPath(s: readonly Pt[], tolerance: number): boolean {
  return s.length > 3 && dist(s[0]!, s.at(-1)!) <= tolerance;
}

/**
 * A short piece of a letter that leaves another stroke from its middle (the thick downstroke of a script "n"
 * where its hairline and its stem part): drawn out and back from that point within the other stroke, so the
 * letter is one pen-down. The ink is the same; the pen goes over the piece twice.
 */
function joinDetours(strokes: Pt[][], rank: number[], tolerance: number, maxLength: number) {
  const out = strokes.map((s) => s.slice());
  const outRank = rank.slice();
  for (let changed = true; changed; ) {
    changed = false;
    for (let f = 0; f < out.length && !changed; f++) {
      if (outRank[f] !== 0 || length(out[f]!) > maxLength) continue;
      for (let h = 0; h < out.length && !changed; h++) {
        if (h === f || outRank[h] !== 0 || length(out[h]!) < length(out[f]!)) continue;
        const host = out[h]!;
        for (const piece of [out[f]!, out[f]!.slice().reverse()]) {
          const at = nearestOn(host, piece[0]!);
          if (at.d > tolerance) continue;
          const a = host[at.i]!;
          const b = host[at.i + 1] ?? a;
          const point: Pt = [a[0] + at.t * (b[0] - a[0]), a[1] + at.t * (b[1] - a[1])];
          out[h] = [
            ...host.slice(0, at.i + 1),
            point,
            ...piece,
            ...piece.slice(0, -1).reverse(),
            point,
            ...host.slice(at.i + 1),
          ];
          out.splice(f, 1);
          outRank.splice(f, 1);
          changed = true;
          break;
        }
      }
    }
  }
  return { strokes: out, rank: outRank };
}

export function penOrder(
  input: readonly Pt[][],
  m: PenMetrics,
  joinTolerance: number,
  options: { detours?: boolean } = {},
): Pt[][] {
  const strokes = joinAtEnds(
    input.filter((s) => s.length > 0),
    joinTolerance,
    m.xHeight * 0.15,
  ).map((s) => oriented(s.slice(), m));
  if (strokes.length <= 1) return strokes;
  const boxes = strokes.map(box);
  const small = Math.max(m.xHeight * 0.38, m.capHeight * 0.22);
  /** 0: the letter's body, 1: crossbars, 2: dots and accents. */
  const rank = strokes.map((s, i) => {
    const b = boxes[i]!;
    const w = b.maxX - b.minX;
    const h = b.maxY - b.minY;
    const others = strokes.filter((_, j) => j !== i);
    if (Math.max(w, h) < small && others.some((o) => Math.max(...o.map((p) => p[1])) <= b.minY + small * 0.3))
      return 2;
    if (Math.max(w, h) < small * 0.6 && others.length > 0) return 2;
    if (w > 2.5 * h && others.some((o) => crosses(s, o, joinTolerance))) return 1;
    return 0;
  });
  const order = strokes
    .map((_, i) => i)
    .sort(
      (a, b) => rank[a]! - rank[b]! || boxes[a]!.minX - boxes[b]!.minX || boxes[b]!.maxY - boxes[a]!.maxY,
    );
  const ordered = order.map((i) => strokes[i]!);
  const joined = joinByRetrace(
    ordered,
    order.map((i) => rank[i]!),
    m,
    joinTolerance,
  );
  const done = options.detours
    ? joinDetours(joined.strokes, joined.rank, joinTolerance, m.xHeight * 1.6).strokes
    : joined.strokes;
  // Joins may have made a stroke that now starts at its far end: write it from its natural start.
  return done.map((s) =>
    isClosed(s, m) || startScore(s[0]!) <= startScore(s.at(-1)!) ? s : s.slice().reverse(),
  );
}

/**
 * `branch` drawn on from `host` without lifting: one end of the branch lies on the host, so the pen runs back
 * along the host (over its own ink) from the host's end to that point, then draws the branch away from it.
 */
function retraceJoin(
  host: Pt[],
  branch: Pt[],
  tolerance: number,
): { stroke: Pt[]; cost: number } | undefined {
  const end = host.at(-1)!;
  let best: { stroke: Pt[]; cost: number } | undefined;
  for (const s of [branch, branch.slice().reverse()]) {
    const at = nearestOn(host, s[0]!);
    if (at.d > tolerance) continue;
    const a = host[at.i]!;
    const b = host[at.i + 1] ?? a;
    const point: Pt = [a[0] + at.t * (b[0] - a[0]), a[1] + at.t * (b[1] - a[1])];
    const back = [...host.slice(at.i + 1).reverse(), point];
    const cost = length([end, ...back.slice(1)]);
    if (!best || cost < best.cost) best = { stroke: [...host, ...back.slice(1), ...s], cost };
  }
  return best;
}

/**
 * Joins a body stroke to the one before it when one branches off the other (the arch of an "n" off its stem,
 * the lower bowl of a "3" off the upper one): the pen runs back along its own line to the branching point
 * instead of lifting, as a hand does. Only short runs back are taken; the host is drawn first.
 */
function joinByRetrace(
  strokes: Pt[][],
  rank: number[],
  m: PenMetrics,
  tolerance: number,
): { strokes: Pt[][]; rank: number[] } {
  const out: Pt[][] = [];
  const outRank: number[] = [];
  const maxCost = m.xHeight * 1.15;
  for (let k = 0; k < strokes.length; k++) {
    const s = strokes[k]!;
    const prev = out.at(-1);
    if (prev && rank[k] === 0 && outRank.at(-1) === 0) {
      const onPrev = retraceJoin(prev, s, tolerance);
      const onThis = retraceJoin(s, prev, tolerance);
      const best = [onPrev, onThis]
        .filter((j): j is { stroke: Pt[]; cost: number } => j !== undefined && j.cost <= maxCost)
        .sort((a, b) => a.cost - b.cost)[0];
      if (best) {
        out[out.length - 1] = best.stroke;
        continue;
      }
    }
    out.push(s);
    outRank.push(rank[k]!);
  }
  return { strokes: out, rank: outRank };
}
