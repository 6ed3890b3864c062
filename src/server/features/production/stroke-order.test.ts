import { describe, expect, it } from 'vitest';
import type { Polyline } from '../../../shared/handwriting/types';
import { estimateWritingSeconds, plotStats } from './plot-geometry';
import { orderStrokes } from './stroke-order';
import { shuffled, strokeKey, wordsOfStrokes } from './test-strokes';

const sameStrokes = (a: readonly Polyline[], b: readonly Polyline[]) =>
  expect(a.map(strokeKey).sort()).toEqual(b.map(strokeKey).sort());

describe('orderStrokes', () => {
  it('keeps every stroke exactly once, each unchanged or reversed', () => {
    const input = shuffled(wordsOfStrokes(1, 60), 2);
    const ordered = orderStrokes(input);
    expect(ordered).toHaveLength(input.length);
    sameStrokes(ordered, input);
    const originals = new Map(input.map((s) => [strokeKey(s), s]));
    for (const stroke of ordered) {
      const original = originals.get(strokeKey(stroke))!;
      expect([JSON.stringify(original), JSON.stringify([...original].reverse())]).toContain(
        JSON.stringify(stroke),
      );
    }
  });

  it('cuts the pen-up travel of a shuffled note to a fraction', () => {
    const input = shuffled(wordsOfStrokes(3, 70), 4);
    const before = plotStats(input);
    const after = plotStats(orderStrokes(input));
    expect(after.strokeLengthMm).toBeCloseTo(before.strokeLengthMm, 6);
    expect(after.penUpTravelMm).toBeLessThan(before.penUpTravelMm * 0.15);
  });

  it('never travels more than the writing order it was given, and improves on it with reversals', () => {
    const input = wordsOfStrokes(5, 70);
    const before = plotStats(input).penUpTravelMm;
    const after = plotStats(orderStrokes(input)).penUpTravelMm;
    expect(after).toBeLessThan(before);
  });

  it('reverses a stroke when its far end is nearer', () => {
    const a: Polyline = [
      [0, 0],
      [10, 0],
    ];
    const b: Polyline = [
      [20, 0],
      [11, 0],
    ];
    expect(orderStrokes([a, b])).toEqual([a, [...b].reverse()]);
  });

  it('starts from the given home point', () => {
    const near: Polyline = [
      [1, 1],
      [2, 1],
    ];
    const far: Polyline = [
      [50, 50],
      [51, 50],
    ];
    expect(orderStrokes([far, near], { start: [0, 0] })[0]).toEqual(near);
  });

  it('stays fast for thousands of strokes', () => {
    const input = shuffled(wordsOfStrokes(7, 2000, { width: 400, height: 400 }), 8);
    expect(input.length).toBeGreaterThan(5000);
    const started = performance.now();
    const ordered = orderStrokes(input, { improveBudgetMs: 300 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(ordered).toHaveLength(input.length);
    expect(plotStats(ordered).penUpTravelMm).toBeLessThan(plotStats(input).penUpTravelMm * 0.1);
  });

  it('keeps empty and single-point strokes', () => {
    const dot: Polyline = [[5, 5]];
    const ordered = orderStrokes([
      [
        [0, 0],
        [1, 0],
      ],
      [],
      dot,
    ]);
    expect(ordered).toHaveLength(3);
    expect(ordered).toContainEqual(dot);
    expect(ordered).toContainEqual([]);
  });
});

describe('plotStats and writing time', () => {
  const square: Polyline = [
    [0, 0],
    [10, 0],
    [10, 10],
  ];
  const dash: Polyline = [
    [13, 14],
    [23, 14],
  ];

  it('measures ink and pen-up travel in mm, from and back to home', () => {
    expect(plotStats([square, dash])).toEqual({ strokes: 2, strokeLengthMm: 30, penUpTravelMm: 5 });
    expect(plotStats([square, dash], [0, 0]).penUpTravelMm).toBeCloseTo(5 + Math.hypot(23, 14), 9);
  });

  it('estimates the writing time at the configured feeds and pen dwell', () => {
    const stats = { strokes: 2, strokeLengthMm: 3000, penUpTravelMm: 600 };
    // 3000 mm at 3000 mm/min = 60 s; 600 mm at 6000 mm/min = 6 s; 4 pen moves × 150 ms = 0.6 s.
    expect(estimateWritingSeconds(stats, { drawFeed: 3000, travelFeed: 6000, penDelayMs: 150 })).toBeCloseTo(
      66.6,
      9,
    );
  });
});
