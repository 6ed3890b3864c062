/**
 * A bucket grid over stroke endpoints for nearest-endpoint queries that stay fast for thousands of strokes:
 * a query looks at rings of cells around the point and stops once no farther ring can hold anything closer.
 * Endpoints are numbered `stroke * 2 + end` (end 0 is a stroke's first point, 1 its last) and kept in typed
 * arrays: each cell is a slice of one array, its live endpoints first.
 */
export class EndpointGrid {
  private readonly columns: number;
  private readonly rows: number;
  private readonly cellSize: number;
  private readonly minX: number;
  private readonly minY: number;
  /** Cell c's endpoints are `entries[cellStart[c]]` … the next `live[c]` of them. */
  private readonly cellStart: Int32Array;
  private readonly live: Int32Array;
  private readonly entries: Int32Array;
  /** Where each endpoint sits in `entries`, and its cell (by endpoint number). */
  private readonly slot: Int32Array;
  private readonly cellOfEndpoint: Int32Array;

  /** `ends` holds [x0, y0, x1, y1] at `stroke * 4`; the grid holds both ends of each listed stroke. */
  constructor(
    private readonly ends: Float64Array,
    strokes: readonly number[],
  ) {
    let [minX, minY, maxX, maxY] = [0, 0, 0, 0];
    for (const k of strokes) {
      for (const at of [k * 4, k * 4 + 2]) {
        minX = Math.min(minX, ends[at]!);
        minY = Math.min(minY, ends[at + 1]!);
        maxX = Math.max(maxX, ends[at]!);
        maxY = Math.max(maxY, ends[at + 1]!);
      }
    }
    this.minX = minX;
    this.minY = minY;
    const width = maxX - minX;
    const height = maxY - minY;
    // About two endpoints per cell on average.
    this.cellSize = Math.max(Math.sqrt((width * height) / Math.max(strokes.length, 1)), 0.1);
    this.columns = Math.floor(width / this.cellSize) + 1;
    this.rows = Math.floor(height / this.cellSize) + 1;
    const cells = this.columns * this.rows;
    const endpoints = ends.length / 2;
    this.cellOfEndpoint = new Int32Array(endpoints).fill(-1);
    this.live = new Int32Array(cells);
    for (const k of strokes) {
      for (const e of [k * 2, k * 2 + 1]) {
        const cell = this.cellOf(ends[e * 2]!, ends[e * 2 + 1]!);
        this.cellOfEndpoint[e] = cell;
        this.live[cell]!++;
      }
    }
    this.cellStart = new Int32Array(cells + 1);
    for (let c = 0; c < cells; c++) this.cellStart[c + 1] = this.cellStart[c]! + this.live[c]!;
    this.entries = new Int32Array(strokes.length * 2);
    this.slot = new Int32Array(endpoints);
    const filled = new Int32Array(cells);
    // Endpoints in stroke order, each cell's in the order they were added.
    for (const k of strokes) {
      for (const e of [k * 2, k * 2 + 1]) {
        const cell = this.cellOfEndpoint[e]!;
        const at = this.cellStart[cell]! + filled[cell]!++;
        this.entries[at] = e;
        this.slot[e] = at;
      }
    }
  }

  /** Removes both ends of a stroke once it is drawn. */
  removeStroke(stroke: number): void {
    for (const e of [stroke * 2, stroke * 2 + 1]) {
      const cell = this.cellOfEndpoint[e]!;
      if (cell < 0) continue;
      const lastAt = this.cellStart[cell]! + --this.live[cell]!;
      const at = this.slot[e]!;
      const last = this.entries[lastAt]!;
      this.entries[at] = last;
      this.slot[last] = at;
      this.cellOfEndpoint[e] = -1;
    }
  }

  /**
   * The closest remaining endpoint's number, -1 when none is left. Ties go to the lower stroke, then its first
   * point: the result is the least (distance, endpoint number) of all, whatever order the cells are read in.
   */
  nearest(x: number, y: number): number {
    const cx = this.column(x);
    const cy = this.row(y);
    const { ends, entries, cellStart, live, columns, rows } = this;
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    const maxRing = Math.max(cx, columns - 1 - cx, cy, rows - 1 - cy);
    for (let ring = 0; ring <= maxRing; ring++) {
      for (let gy = cy - ring; gy <= cy + ring; gy++) {
        if (gy < 0 || gy >= rows) continue;
        const onEdge = gy === cy - ring || gy === cy + ring;
        for (let gx = cx - ring; gx <= cx + ring; gx += onEdge || ring === 0 ? 1 : 2 * ring) {
          if (gx < 0 || gx >= columns) continue;
          const cell = gy * columns + gx;
          const from = cellStart[cell]!;
          const to = from + live[cell]!;
          for (let at = from; at < to; at++) {
            const e = entries[at]!;
            const d = Math.sqrt((ends[e * 2]! - x) ** 2 + (ends[e * 2 + 1]! - y) ** 2);
            if (d < bestDistance || (d === bestDistance && e < best)) {
              best = e;
              bestDistance = d;
            }
          }
        }
      }
      // Every cell of the next ring is at least `ring` cells away from the query point.
      if (best >= 0 && bestDistance < ring * this.cellSize) break;
    }
    return best;
  }

  private column(x: number): number {
    return Math.min(Math.max(Math.floor((x - this.minX) / this.cellSize), 0), this.columns - 1);
  }

  private row(y: number): number {
    return Math.min(Math.max(Math.floor((y - this.minY) / this.cellSize), 0), this.rows - 1);
  }

  private cellOf(x: number, y: number): number {
    return this.row(y) * this.columns + this.column(x);
  }
}
