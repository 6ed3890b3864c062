import type { Polyline } from '../../src/shared/handwriting/types';

function points(strokes: readonly Polyline[]): [number, number][] {
  // Points every 0.1 mm along the strokes, so distances are measured on the line, not only at its vertices.
  const out: [number, number][] = [];
  for (const s of strokes) {
    for (let k = 0; k < s.length; k++) {
      const [x, y] = s[k]!;
      if (k > 0) {
        const [px, py] = s[k - 1]!;
        const steps = Math.ceil(Math.hypot(x - px, y - py) / 0.1);
        for (let t = 1; t < steps; t++) out.push([px + ((x - px) * t) / steps, py + ((y - py) * t) / steps]);
      }
      out.push([x, y]);
    }
  }
  return out;
}

/** Nearest distance between the ink (pen centrelines) of two groups of strokes, mm. */
export function inkDistance(a: readonly Polyline[], b: readonly Polyline[]): number {
  const pa = points(a);
  const pb = points(b);
  let best = Number.POSITIVE_INFINITY;
  for (const [x, y] of pa) for (const [u, v] of pb) best = Math.min(best, (x - u) ** 2 + (y - v) ** 2);
  return Math.sqrt(best);
}
