import { describe, expect, it } from 'vitest';
import type { Polyline } from '../../../shared/handwriting/types';
import { CARD, MESSAGE_AREA } from '../../../shared/stationery';
import { flattenStrokes, inputRoute } from './flat-strokes';
import { estimateWritingSeconds, plotStats, routeStats } from './plot-geometry';
import { orderStrokes, planStrokeOrder } from './stroke-order';
import { renderMessageNote, shuffled, strokeKey, wordGroups, wordsOfStrokes } from './test-strokes';

const sameStrokes = (a: readonly Polyline[], b: readonly Polyline[]) =>
  expect(a.map(strokeKey).sort()).toEqual(b.map(strokeKey).sort());

/** Word starts of words laid end to end. */
function startsOf(words: readonly (readonly Polyline[])[]): number[] {
  const starts = [0];
  for (const word of words) starts.push(starts[starts.length - 1]! + word.length);
  return starts;
}

describe('orderStrokes', () => {
  it('keeps every stroke exactly once, never reversed', () => {
    const input = shuffled(wordsOfStrokes(1, 60), 2);
    const ordered = orderStrokes(input, { words: startsOf(input.map((s) => [s])) });
    expect(ordered).toHaveLength(input.length);
    sameStrokes(ordered, input);
    const forwards = new Set(input.map((s) => JSON.stringify(s)));
    for (const stroke of ordered) expect(forwards.has(JSON.stringify(stroke))).toBe(true);
  });

  it('reorders whole words only: each word’s strokes together, in their order and direction', () => {
    const natural = wordGroups(3, 70);
    const words = shuffled(natural, 4);
    const input = words.flat();
    const ordered = orderStrokes(input, { words: startsOf(words) });
    // Drawn forwards: each stroke comes out as it went in.
    const at = new Map(ordered.map((s, i) => [JSON.stringify(s), i]));
    for (const word of words) {
      const first = at.get(JSON.stringify(word[0]))!;
      for (const [k, stroke] of word.entries()) expect(at.get(JSON.stringify(stroke))).toBe(first + k);
    }
    // The travel inside the words is theirs; between them it falls to a third of the shuffled order's, and the
    // whole is less than writing the words in their natural order.
    const inside = words.reduce((sum, word) => sum + plotStats(word).penUpTravelMm, 0);
    const between = (strokes: readonly Polyline[]) => plotStats(strokes).penUpTravelMm - inside;
    expect(between(ordered)).toBeLessThan(between(input) / 3);
    expect(plotStats(ordered).penUpTravelMm).toBeLessThan(plotStats(natural.flat()).penUpTravelMm);
  });

  it('keeps the order it was given when it is told no words', () => {
    const input = shuffled(wordsOfStrokes(3, 20), 4);
    expect(orderStrokes(input)).toEqual(input);
  });

  it('never travels more than the writing order it was given', () => {
    for (const seed of [5, 6, 7]) {
      const words = wordGroups(seed, 70);
      const input = words.flat();
      const after = plotStats(orderStrokes(input, { words: startsOf(words), start: [0, 0] }), [0, 0]);
      expect(after.penUpTravelMm).toBeLessThanOrEqual(plotStats(input, [0, 0]).penUpTravelMm + 1e-9);
    }
  });

  it('enters a word at its first stroke’s start, even when its far end is nearer', () => {
    const a: Polyline = [
      [0, 0],
      [10, 0],
    ];
    const b: Polyline = [
      [20, 0],
      [11, 0],
    ];
    expect(orderStrokes([a, b], { words: [0, 1, 2] })).toEqual([a, b]);
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
    expect(orderStrokes([far, near], { start: [0, 0], words: [0, 1, 2] })[0]).toEqual(near);
  });

  // How fast is the bench's to say (`npm run bench -- handwriting`, the 5,000-note pack); here, that the
  // improvement's time budget still leaves a route much shorter than the input's on thousands of units.
  it('orders thousands of units within its improvement budget', () => {
    const input = shuffled(wordsOfStrokes(7, 2000, { width: 400, height: 400 }), 8);
    expect(input.length).toBeGreaterThan(5000);
    const ordered = orderStrokes(input, { improveBudgetMs: 300, words: startsOf(input.map((s) => [s])) });
    expect(ordered).toHaveLength(input.length);
    expect(plotStats(ordered).penUpTravelMm).toBeLessThan(plotStats(input).penUpTravelMm * 0.15);
  });

  it('keeps empty and single-point strokes', () => {
    const dot: Polyline = [[5, 5]];
    const ordered = orderStrokes(
      [
        [
          [0, 0],
          [1, 0],
        ],
        [],
        dot,
      ],
      { words: [0, 1, 2, 3] },
    );
    expect(ordered).toHaveLength(3);
    expect(ordered).toContainEqual(dot);
    expect(ordered).toContainEqual([]);
  });
});

describe('the production order of a written note', () => {
  it('keeps every word of the renderer’s note whole and forwards, and travels less than writing order', async () => {
    const note = await renderMessageNote(
      'professional',
      'Hi Lucía,\nthank you for choosing Maple Street Realty. It was a pleasure helping you find your new home.',
    );
    const starts = note.wordStarts!;
    // `flattenStrokes` finds the note's words from its stroke array (`wordStartsOf`).
    const flat = flattenStrokes([{ strokes: note.strokes, offset: MESSAGE_AREA }]);
    expect([...flat.units]).toEqual(starts);
    const route = planStrokeOrder(flat, { start: [0, CARD.height] });
    expect([...route.reversed].every((r) => r === 0)).toBe(true);
    const position = new Int32Array(flat.count);
    route.order.forEach((k, i) => {
      position[k] = i;
    });
    for (let w = 0; w + 1 < starts.length; w++) {
      for (let k = starts[w]! + 1; k < starts[w + 1]!; k++) expect(position[k]).toBe(position[k - 1]! + 1);
    }
    const home = [0, CARD.height] as const;
    expect(routeStats(flat, route, home).penUpTravelMm).toBeLessThan(
      routeStats(flat, inputRoute(flat.count), home).penUpTravelMm * 0.9,
    );
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

  it('adds acceleration: each move’s trapezoid, from home and back, with the G-code’s dwells', () => {
    const line: Polyline = [
      [0, 0],
      [100, 0],
    ];
    const speeds = { drawFeed: 3000, travelFeed: 6000, penDelayMs: 150 };
    const stats = plotStats([line], [0, 0]);
    // Constant speed: 100 mm at 50 mm/s, 100 mm back at 100 mm/s, a pen-down and a pen-up dwell.
    expect(estimateWritingSeconds(stats, speeds)).toBeCloseTo(2 + 1 + 0.3, 9);
    // With 1,000 mm/s²: drawing 0.05 + 1.95 + 0.05 s; home 0.1 + 0.9 + 0.1 s (100 mm/s is reached after
    // 5 mm); three dwells (the file lifts the pen once before it starts).
    const accelerated = estimateWritingSeconds(stats, { ...speeds, accelerationMmS2: 1000 });
    expect(accelerated).toBeCloseTo(2.05 + 1.1 + 0.45, 9);
  });
});
