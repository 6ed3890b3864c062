/**
 * SVG path data of a single-stroke glyph → polylines. Curves are flattened by recursive subdivision to a fine
 * tolerance, and long straight runs are split so the renderer's wobble has points to move along each stroke.
 */
export type Pt = [number, number];

/** Maximum deviation of a flattened curve from the true curve, in font units (1000 per em: ≈ 0.01 mm at a 7 mm letter). */
const FLATNESS = 1;
/** Longest segment kept, in font units. */
const MAX_SEGMENT = 120;
/** Points closer than this to the line through their neighbours are dropped (font units). */
const SIMPLIFY = 2;

function tokenize(d: string): string[] {
  return d.match(/[MLCZmlcz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
}

function flattenCubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, out: Pt[], depth = 0): void {
  // Distance of the control points from the chord bounds the curve's deviation.
  const dx = p3[0] - p0[0];
  const dy = p3[1] - p0[1];
  const len = Math.hypot(dx, dy) || 1;
  const d1 = Math.abs((p1[0] - p3[0]) * dy - (p1[1] - p3[1]) * dx) / len;
  const d2 = Math.abs((p2[0] - p3[0]) * dy - (p2[1] - p3[1]) * dx) / len;
  if (depth > 12 || d1 + d2 <= FLATNESS) {
    out.push(p3);
    return;
  }
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const p01 = mid(p0, p1);
  const p12 = mid(p1, p2);
  const p23 = mid(p2, p3);
  const p012 = mid(p01, p12);
  const p123 = mid(p12, p23);
  const m = mid(p012, p123);
  flattenCubic(p0, p01, p012, m, out, depth + 1);
  flattenCubic(m, p123, p23, p3, out, depth + 1);
}

/** Douglas–Peucker: the source data carry many points on nearly straight runs a pen cannot tell apart. */
function simplify(line: Pt[]): Pt[] {
  if (line.length < 3) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const a = line[first]!;
    const b = line[last]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    let worst = -1;
    let worstDistance = 0;
    for (let i = first + 1; i < last; i++) {
      const p = line[i]!;
      const d =
        len === 0
          ? Math.hypot(p[0] - a[0], p[1] - a[1])
          : Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / len;
      if (d > worstDistance) {
        worstDistance = d;
        worst = i;
      }
    }
    if (worst >= 0 && worstDistance > SIMPLIFY) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

function splitLong(line: Pt[]): Pt[] {
  const out: Pt[] = [line[0]!];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / MAX_SEGMENT);
    for (let k = 1; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
    out.push(b);
  }
  return out;
}

export function pathToPolylines(d: string): Pt[][] {
  const tokens = tokenize(d);
  const lines: Pt[][] = [];
  let current: Pt[] = [];
  let start: Pt = [0, 0];
  let pos: Pt = [0, 0];
  let command = '';
  let i = 0;
  const num = (): number => {
    const v = Number(tokens[i++]);
    if (!Number.isFinite(v)) throw new Error(`path data: expected a number in "${d}"`);
    return v;
  };
  const point = (relative: boolean): Pt => {
    const x = num();
    const y = num();
    return relative ? [pos[0] + x, pos[1] + y] : [x, y];
  };
  const flush = () => {
    if (current.length > 1) lines.push(current);
    current = [];
  };
  while (i < tokens.length) {
    if (/^[a-z]$/i.test(tokens[i]!)) command = tokens[i++]!;
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
        flush();
        pos = point(relative);
        start = pos;
        current = [pos];
        // Further coordinate pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        pos = point(relative);
        current.push(pos);
        break;
      case 'C': {
        const c1 = point(relative);
        const c2 = point(relative);
        const end = point(relative);
        flattenCubic(pos, c1, c2, end, current);
        pos = end;
        break;
      }
      case 'Z':
        current.push(start);
        pos = start;
        flush();
        command = '';
        break;
      default:
        throw new Error(`path data: unsupported command "${command}" in "${d}"`);
    }
  }
  flush();
  return lines.map((line) => splitLong(simplify(line)));
}
