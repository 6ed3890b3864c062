import { describe, expect, it } from 'vitest';
import { segmentDistance } from '../../../tests/support/segment-distance';
import { simplifyStroke } from './simplify-stroke';

function simplify(points: [number, number][], tolerance: number): [number, number][] {
  const kept = simplifyStroke(Float64Array.from(points.flat()), tolerance);
  return Array.from({ length: kept.length / 2 }, (_, i) => [kept[2 * i]!, kept[2 * i + 1]!]);
}

describe('simplifyStroke', () => {
  it('keeps only the ends of a straight line, and both ends of any stroke', () => {
    const line = Array.from({ length: 50 }, (_, i) => [i * 0.1, i * 0.05] as [number, number]);
    expect(simplify(line, 0.03)).toEqual([line[0], line[49]]);
    expect(simplify([[1, 2]], 0.03)).toEqual([[1, 2]]);
    expect(simplify([], 0.03)).toEqual([]);
  });

  it('leaves out no point farther than the tolerance from the kept segment around it (a loop too)', () => {
    // A loop that comes back to its start, with a small wobble: the segment of its two ends has length 0.
    const loop = Array.from({ length: 400 }, (_, i) => {
      const a = (i / 399) * 2 * Math.PI;
      return [5 + 2 * Math.cos(a) + 0.02 * Math.sin(40 * a), 5 + 2 * Math.sin(a)] as [number, number];
    });
    for (const tolerance of [0.01, 0.03, 0.1]) {
      const kept = simplify(loop, tolerance);
      expect(kept.length).toBeLessThan(loop.length);
      expect(kept[0]).toEqual(loop[0]);
      expect(kept.at(-1)).toEqual(loop.at(-1));
      // Kept points are the loop's own, in order: each left-out point lies between the last kept one and the next.
      let k = 0;
      for (const p of loop.slice(1, -1)) {
        if (kept[k + 1]![0] === p[0] && kept[k + 1]![1] === p[1]) {
          k++;
          continue;
        }
        expect(segmentDistance(p, kept[k]!, kept[k + 1]!)).toBeLessThanOrEqual(tolerance + 1e-12);
      }
      expect(k).toBe(kept.length - 2);
    }
  });
});
