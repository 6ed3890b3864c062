import { describe, expect, it } from 'vitest';
import { MESSAGE_AREA } from '../stationery';
import { alignToHeight, chamfer, letterformDifference, resample } from './letterform-difference';
import { loadStrokeFont } from './load-font';
import { renderNote } from './render-note';
import { DEFAULT_NATURALNESS, HANDWRITING_STYLES } from './styles';
import type { Polyline } from './types';

const square: Polyline[] = [
  [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
    [0, 0],
  ],
];

describe('letterformDifference', () => {
  it('resamples strokes at an even step, keeping both ends', () => {
    const p = resample(
      [
        [
          [0, 0],
          [1, 0],
        ] satisfies Polyline,
      ],
      0.25,
    );
    expect([...p]).toEqual([0, 0, 0.25, 0, 0.5, 0, 0.75, 0, 1, 0, 1, 0]);
  });

  it('ignores the size and place a word is written at', () => {
    const moved = square.map((s) => s.map(([x, y]) => [x * 1.7 + 30, y * 1.7 - 4] as const));
    expect(letterformDifference(square, moved)).toBeCloseTo(0, 9);
    expect(alignToHeight(square, 4)[0]).toEqual([
      [-2, -2],
      [2, -2],
      [2, 2],
      [-2, 2],
      [-2, -2],
    ]);
  });

  it('measures the mean nearest-point distance both ways', () => {
    // Two parallel lines 0.3 mm apart, the second twice as long: its far half is 0.3–2 mm from the first.
    const a = resample(
      [
        [
          [0, 0],
          [2, 0],
        ] satisfies Polyline,
      ],
      0.01,
    );
    const b = resample(
      [
        [
          [0, 0.3],
          [4, 0.3],
        ] satisfies Polyline,
      ],
      0.01,
    );
    expect(chamfer(a, a, 0.5)).toBe(0);
    // Mean of √(t² + c²) over t in [0, 2]: the far half of b to a's end point.
    const c = 0.3;
    const farHalf = (Math.hypot(2, c) + ((c * c) / 2) * Math.asinh(2 / c)) / 2;
    const expected = (c + (c + farHalf) / 2) / 2;
    expect(chamfer(a, b, 0.5)).toBeCloseTo(expected, 2);
  });

  it.each(HANDWRITING_STYLES)(
    '%s writes "Thank you" visibly differently for two recipients',
    async (style) => {
      const font = await loadStrokeFont(style);
      const write = (seed: string, naturalness = DEFAULT_NATURALNESS[style]) =>
        renderNote({ text: 'Thank you', style, area: MESSAGE_AREA, seed, naturalness }, font).strokes;
      const seeds = ['campaign:1', 'campaign:2', 'campaign:3', 'campaign:4'];
      const notes = seeds.map((s) => write(s));
      const pairs: number[] = [];
      for (let i = 0; i < notes.length; i++)
        for (let j = i + 1; j < notes.length; j++) pairs.push(letterformDifference(notes[i]!, notes[j]!));
      pairs.sort((a, b) => a - b);
      // One glyph per character gave 0.07–0.15 mm; the shapes and their deformation give well over that.
      expect(pairs[pairs.length >> 1]).toBeGreaterThan(0.15);
      expect(letterformDifference(write('a', 0), write('b', 0))).toBe(0);
    },
  );
});
