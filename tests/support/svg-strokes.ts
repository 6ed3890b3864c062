import type { Point, Polyline } from '../../src/shared/handwriting/types';

/** "M1 2L3 4 5 6M…" → strokes (what noteToSvg writes). */
export function strokesOfPath(d: string): Polyline[] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) => {
      const n = part.replace('L', ' ').trim().split(/\s+/).map(Number);
      const points: Point[] = [];
      for (let i = 0; i < n.length; i += 2) points.push([n[i]!, n[i + 1]!]);
      return points;
    });
}
