/**
 * Douglas–Peucker simplification of one stroke held flat (x0, y0, x1, y1, …): the renderer writes a stroke's
 * points into one reused buffer and makes point pairs only for those kept, as a note has thousands of points and
 * about a third are left out. A left-out point lies no farther than the tolerance from the segment between the
 * kept points around it; the first and last points are always kept.
 */
export class StrokeSimplifier {
  xy = new Float64Array(512);
  private keep = new Uint8Array(256);
  private stack = new Int32Array(512);

  /** Room for `points` points in `xy` (its contents kept). */
  reserve(points: number): void {
    if (this.xy.length >= 2 * points) return;
    const grown = new Float64Array(4 * points);
    grown.set(this.xy);
    this.xy = grown;
  }

  /** The first `count` points of `xy` that stay, as point pairs. */
  kept(count: number, tolerance: number): [number, number][] {
    const { xy } = this;
    if (this.keep.length < count) {
      this.keep = new Uint8Array(2 * count);
      this.stack = new Int32Array(4 * count);
    }
    const { keep, stack } = this;
    keep.fill(0, 0, count);
    keep[0] = 1;
    keep[count - 1] = 1;
    const limit = tolerance * tolerance;
    let top = 0;
    if (count > 2) {
      stack[top++] = 0;
      stack[top++] = count - 1;
    }
    while (top > 0) {
      const last = stack[--top]!;
      const first = stack[--top]!;
      let farthest = limit;
      let index = -1;
      for (let i = first + 1; i < last; i++) {
        const d = squaredSegmentDistance(xy, i, first, last);
        if (d > farthest) {
          farthest = d;
          index = i;
        }
      }
      if (index < 0) continue;
      keep[index] = 1;
      if (index - first > 1) {
        stack[top++] = first;
        stack[top++] = index;
      }
      if (last - index > 1) {
        stack[top++] = index;
        stack[top++] = last;
      }
    }
    const out: [number, number][] = [];
    for (let i = 0; i < count; i++) if (keep[i]) out.push([xy[2 * i]!, xy[2 * i + 1]!]);
    return out;
  }
}

/** Squared distance from point p to the segment from point a to point b (indexes into `xy`). */
function squaredSegmentDistance(xy: Float64Array, p: number, a: number, b: number): number {
  let x = xy[2 * a]!;
  let y = xy[2 * a + 1]!;
  const dx = xy[2 * b]! - x;
  const dy = xy[2 * b + 1]! - y;
  const px = xy[2 * p]!;
  const py = xy[2 * p + 1]!;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x += dx;
      y += dy;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  return (px - x) ** 2 + (py - y) ** 2;
}
