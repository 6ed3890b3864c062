import type { Point } from '../../../shared/handwriting/types';

/** One end of a stroke: `end` 0 is its first point, 1 its last. */
export interface Endpoint {
  stroke: number;
  end: 0 | 1;
  point: Point;
}

/**
 * A bucket grid over stroke endpoints for nearest-endpoint queries that stay fast for thousands of strokes:
 * a query looks at rings of cells around the point and stops once no farther ring can hold anything closer.
 */
export class EndpointGrid {
  private readonly cells: Endpoint[][];
  private readonly columns: number;
  private readonly rows: number;
  private readonly cellSize: number;
  private readonly minX: number;
  private readonly minY: number;
  /** Where each endpoint sits (cell and slot), so removal is O(1). */
  private readonly slots = new Map<Endpoint, { cell: number; slot: number }>();
  private readonly byStroke: Endpoint[][] = [];

  constructor(endpoints: readonly Endpoint[]) {
    let [minX, minY, maxX, maxY] = [0, 0, 0, 0];
    for (const { point } of endpoints) {
      minX = Math.min(minX, point[0]);
      minY = Math.min(minY, point[1]);
      maxX = Math.max(maxX, point[0]);
      maxY = Math.max(maxY, point[1]);
    }
    this.minX = minX;
    this.minY = minY;
    const width = maxX - minX;
    const height = maxY - minY;
    // About two endpoints per cell on average.
    this.cellSize = Math.max(Math.sqrt((width * height) / Math.max(endpoints.length / 2, 1)), 0.1);
    this.columns = Math.floor(width / this.cellSize) + 1;
    this.rows = Math.floor(height / this.cellSize) + 1;
    this.cells = Array.from({ length: this.columns * this.rows }, () => []);
    for (const endpoint of endpoints) {
      const cell = this.cellOf(endpoint.point);
      const list = this.cells[cell]!;
      this.slots.set(endpoint, { cell, slot: list.length });
      list.push(endpoint);
      const ends = this.byStroke[endpoint.stroke] ?? [];
      ends.push(endpoint);
      this.byStroke[endpoint.stroke] = ends;
    }
  }

  /** Removes both ends of a stroke once it is drawn. */
  removeStroke(stroke: number): void {
    for (const endpoint of this.byStroke[stroke] ?? []) {
      const at = this.slots.get(endpoint)!;
      const list = this.cells[at.cell]!;
      const last = list.pop()!;
      if (last !== endpoint) {
        list[at.slot] = last;
        this.slots.set(last, at);
      }
      this.slots.delete(endpoint);
    }
  }

  /** The closest remaining endpoint (ties: lower stroke index, then its first point). */
  nearest(point: Point): Endpoint | undefined {
    const [cx, cy] = this.cellCoordinates(point);
    let best: Endpoint | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    const maxRing = Math.max(cx, this.columns - 1 - cx, cy, this.rows - 1 - cy);
    for (let ring = 0; ring <= maxRing; ring++) {
      for (let y = cy - ring; y <= cy + ring; y++) {
        if (y < 0 || y >= this.rows) continue;
        const onEdge = y === cy - ring || y === cy + ring;
        for (let x = cx - ring; x <= cx + ring; x += onEdge || ring === 0 ? 1 : 2 * ring) {
          if (x < 0 || x >= this.columns) continue;
          for (const candidate of this.cells[y * this.columns + x]!) {
            const d = Math.sqrt((candidate.point[0] - point[0]) ** 2 + (candidate.point[1] - point[1]) ** 2);
            if (d < bestDistance || (d === bestDistance && best && isBefore(candidate, best))) {
              best = candidate;
              bestDistance = d;
            }
          }
        }
      }
      // Every cell of the next ring is at least `ring` cells away from the query point.
      if (best && bestDistance < ring * this.cellSize) break;
    }
    return best;
  }

  private cellCoordinates(point: Point): [number, number] {
    const x = Math.min(Math.max(Math.floor((point[0] - this.minX) / this.cellSize), 0), this.columns - 1);
    const y = Math.min(Math.max(Math.floor((point[1] - this.minY) / this.cellSize), 0), this.rows - 1);
    return [x, y];
  }

  private cellOf(point: Point): number {
    const [x, y] = this.cellCoordinates(point);
    return y * this.columns + x;
  }
}

function isBefore(a: Endpoint, b: Endpoint): boolean {
  return a.stroke < b.stroke || (a.stroke === b.stroke && a.end < b.end);
}
