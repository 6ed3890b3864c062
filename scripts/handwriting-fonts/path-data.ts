/** Points of pen strokes in font units (y up), and the one geometric touch every stroke gets before it is stored. */
export type Pt = [number, number];

/** Longest segment kept, in font units (1000 per em): the renderer wobbles a stroke between its points. */
const MAX_SEGMENT = 120;

/** Splits long straight runs so the renderer's wobble has points to move along each stroke. */
export function splitLong(line: Pt[]): Pt[] {
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

/** The bounding box of a glyph's strokes. */
export function bounds(strokes: readonly (readonly Pt[])[]): {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
} {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const s of strokes)
    for (const [x, y] of s) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  return { minX, maxX, minY, maxY };
}
