import type { Polyline } from './types';

/**
 * Where the strokes of one word touch, found once per word. Each stroke has two end regions: its points within
 * the retrace limit of its start (side 0) and of its end (side 1), with their arc length from that end. A
 * contact is a stroke's end within the tolerance of a point of another stroke's end region: a pen at the tail
 * of one can go back `back` mm over it and enter the other at `enter`, out `spur` mm to its nearer end and
 * back when that point is inside it (an end needs neither).
 */
export class Contacts {
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
    const along = Math.max(t, 0);
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
