import { describe, expect, it } from 'vitest';
import { deformShape, exitOffset } from './deform';
import { identityDeformation } from './deformation';
import { loadStrokeFont } from './load-font';
import { LETTERFORM } from './variation';

/** Largest turn (degrees) between consecutive segments of a stroke. */
function sharpestTurn(s: Float64Array): number {
  let worst = 0;
  for (let i = 2; i + 3 < s.length; i += 2) {
    const a = Math.atan2(s[i + 1]! - s[i - 1]!, s[i]! - s[i - 2]!);
    const b = Math.atan2(s[i + 3]! - s[i + 1]!, s[i + 2]! - s[i]!);
    let d = Math.abs(b - a);
    if (d > Math.PI) d = 2 * Math.PI - d;
    worst = Math.max(worst, d);
  }
  return (worst * 180) / Math.PI;
}

describe('deformShape', () => {
  it('leaves a shape as it is under the identity', async () => {
    const font = await loadStrokeFont('casual');
    for (const char of 'aghkTy?') {
      const shape = font.shapes.get(char)![0]!;
      const out = deformShape(shape, identityDeformation(), font);
      expect(out.advance).toBeCloseTo(shape.advance, 9);
      for (const [i, s] of shape.strokes.entries()) {
        for (let k = 0; k < s.length; k++) expect(out.strokes[i]![k]).toBeCloseTo(s[k]!, 9);
      }
    }
  });

  it('bends strokes smoothly: no new corner appears along a stroke', async () => {
    const font = await loadStrokeFont('casual');
    const d = identityDeformation();
    for (const char of 'abdeghklmnopqsuy') {
      const shape = font.shapes.get(char)![0]!;
      for (let trial = 0; trial < 8; trial++) {
        for (const key of Object.keys(LETTERFORM) as (keyof typeof LETTERFORM)[]) {
          d[key] = LETTERFORM[key] * (((trial * 7 + key.length * 3) % 5) / 2 - 1);
        }
        const out = deformShape(shape, d, font);
        for (const [i, s] of shape.strokes.entries()) {
          // Compared with the font's own corners: the deformation may soften a turn, never add 25° to one.
          expect(sharpestTurn(out.strokes[i]!), `${char} stroke ${i}`).toBeLessThan(sharpestTurn(s) + 25);
        }
      }
    }
  });

  it('widens a joined letter away from the letter before it, not into it', async () => {
    const bounds = (strokes: readonly Float64Array[]) => {
      let l = Number.POSITIVE_INFINITY;
      let r = Number.NEGATIVE_INFINITY;
      for (const s of strokes)
        for (let i = 0; i < s.length; i += 2) {
          l = Math.min(l, s[i]!);
          r = Math.max(r, s[i]!);
        }
      return { l, r };
    };
    const wider = { ...identityDeformation(), width: 0.2 };
    const joined = await loadStrokeFont('professional');
    for (const char of 'hmnu') {
      const shape = joined.shapes.get(char)![0]!;
      expect(shape.frame.entryJoin, char).toBe(true);
      const before = bounds(shape.strokes);
      const after = bounds(deformShape(shape, wider, joined, 0).strokes);
      // Its left side stays (within the join's own give), its right side moves on by about a fifth of its width.
      expect(Math.abs(after.l - before.l), char).toBeLessThan(0.03 * (before.r - before.l));
      expect(after.r - before.r, char).toBeGreaterThan(0.15 * (before.r - before.l));
    }
  });

  it('keeps a joined letter’s entry where the previous exit ended, and reports where its exit went', async () => {
    const font = await loadStrokeFont('professional');
    const shape = font.shapes.get('n')![0]!;
    expect(shape.frame.entryJoin).toBe(true);
    const d = identityDeformation();
    d.width = 0.1;
    d.body = 0.05;
    d.bendXV = 0.05;
    d.exitAngle = 0.2;
    const first = shape.frame.marks.includes(0) ? 1 : 0;
    const pinned = deformShape(shape, d, font, 12);
    expect(pinned.strokes[first]![0]).toBeCloseTo(shape.frame.entryX, 6);
    expect(pinned.strokes[first]![1]).toBeCloseTo(shape.frame.entryY + 12, 6);
    const exit = pinned.strokes[shape.frame.exitStroke]!;
    expect(exitOffset.dy).toBeCloseTo(exit[exit.length - 1]! - shape.frame.exitY, 6);
    // The advance follows the exit, so the next letter's entry lands on it.
    expect(pinned.advance - exit[exit.length - 2]!).toBeCloseTo(shape.advance - shape.frame.exitX, 6);
    // A word's first letter: nothing joins it, its entry moves with the letter.
    const free = deformShape(shape, d, font, null);
    expect(free.strokes[first]![0]).not.toBeCloseTo(shape.frame.entryX, 1);
  });

  it('keeps an unjoined letter’s side bearings', async () => {
    const font = await loadStrokeFont('modern');
    const shape = font.shapes.get('o')![0]!;
    const d = identityDeformation();
    d.width = 0.15;
    const out = deformShape(shape, d, font);
    expect(out.inkLeft).toBeCloseTo(shape.inkLeft, 6);
    expect(out.advance - out.inkRight).toBeCloseTo(shape.advance - shape.inkRight, 6);
    expect(out.inkRight - out.inkLeft).toBeCloseTo((shape.inkRight - shape.inkLeft) * 1.15, 3);
  });

  it('moves a dot as a whole and lengthens an ascender', async () => {
    const font = await loadStrokeFont('casual');
    const i = font.shapes.get('i')![0]!;
    expect(i.frame.marks.length).toBe(1);
    const d = identityDeformation();
    d.markDy = 0.05;
    const dot = i.frame.marks[0]!;
    const out = deformShape(i, d, font);
    const src = i.strokes[dot]!;
    for (let k = 1; k < src.length; k += 2) {
      expect(out.strokes[dot]![k]! - src[k]!).toBeCloseTo(0.05 * font.capHeight, 6);
    }
    const l = font.shapes.get('l')![0]!;
    const up = identityDeformation();
    up.ascender = 0.2;
    const taller = deformShape(l, up, font);
    const top = (g: { strokes: readonly Float64Array[] }) =>
      Math.max(...g.strokes.flatMap((s) => [...s].filter((_, k) => k % 2 === 1)));
    expect(top(taller) - font.xHeight).toBeCloseTo((top(l) - font.xHeight) * 1.2, 0);
  });
});
