/**
 * Douglas–Peucker simplification of one stroke held flat (x0, y0, x1, y1, …): the points left out each lie no
 * farther than the tolerance from the segment between the kept points around them; the first and last points
 * are always kept. The fonts' strokes are simplified once when a font is read (`stroke-font.ts`), so every
 * note's letters carry about a third fewer points through deformation, layout, joins and the pen files.
 */
export function simplifyStroke(xy: Float64Array, tolerance: number): Float64Array {
  const count = xy.length / 2;
  if (count <= 2) return xy;
  const keep = new Uint8Array(count);
  keep[0] = 1;
  keep[count - 1] = 1;
  const limit = tolerance * tolerance;
  const stack = [0, count - 1];
  while (stack.length > 0) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    let farthest = limit;
    let index = -1;
    // Distance to the segment from `first` to `last` (to its nearer end beyond them).
    const ax = xy[2 * first]!;
    const ay = xy[2 * first + 1]!;
    const dx = xy[2 * last]! - ax;
    const dy = xy[2 * last + 1]! - ay;
    const squared = dx * dx + dy * dy;
    for (let i = first + 1; i < last; i++) {
      const px = xy[2 * i]! - ax;
      const py = xy[2 * i + 1]! - ay;
      const along = squared > 0 ? (px * dx + py * dy) / squared : 0;
      const t = Math.min(1, Math.max(along, 0));
      const d = (px - t * dx) ** 2 + (py - t * dy) ** 2;
      if (d > farthest) {
        farthest = d;
        index = i;
      }
    }
    if (index < 0) continue;
    keep[index] = 1;
    if (index - first > 1) stack.push(first, index);
    if (last - index > 1) stack.push(index, last);
  }
  const out: number[] = [];
  for (let i = 0; i < count; i++) if (keep[i]) out.push(xy[2 * i]!, xy[2 * i + 1]!);
  return Float64Array.from(out);
}
