import { describe, expect, it } from 'vitest';
import { chamfer, resampleFlat } from './letterform-difference';
import { loadStrokeFont } from './load-font';
import { keepsItsLetter, LOWER_SHAPES, OTHER_SHAPES } from './shape-set';
import { parseStrokeFont } from './stroke-font';
import { HANDWRITING_STYLES } from './styles';
import type { Glyph, StrokeFont, StrokeFontData } from './types';

const PRINTABLE = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i));
const LATIN1_LETTERS = Array.from({ length: 64 }, (_, i) => String.fromCharCode(0xc0 + i)).filter(
  (c) => c !== '×' && c !== '÷',
);
const COMMON = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,!?\'"-:;&@()/',
  ...LATIN1_LETTERS,
];

function size(g: Glyph, font: StrokeFont): number {
  let l = Number.POSITIVE_INFINITY;
  let r = Number.NEGATIVE_INFINITY;
  let b = Number.POSITIVE_INFINITY;
  let t = Number.NEGATIVE_INFINITY;
  for (const s of g.strokes) {
    for (let i = 0; i < s.length; i += 2) {
      l = Math.min(l, s[i]!);
      r = Math.max(r, s[i]!);
      b = Math.min(b, s[i + 1]!);
      t = Math.max(t, s[i + 1]!);
    }
  }
  return Math.max(Math.hypot(r - l, t - b), 0.1 * font.capHeight);
}

/** Nearest-point difference of two shapes as a fraction of the character's size. */
function difference(a: Glyph, b: Glyph, font: StrokeFont): number {
  const step = 0.01 * font.capHeight;
  const d = chamfer(resampleFlat(a.strokes, step), resampleFlat(b.strokes, step), 0.05 * font.capHeight);
  return d / size(a, font);
}

describe('shape sets (a hand writes each character several ways)', () => {
  it.each(HANDWRITING_STYLES)(
    '%s has ≥ 4 shapes per lowercase letter and digit, ≥ 3 per capital and punctuation mark',
    async (style) => {
      const font = await loadStrokeFont(style);
      // Every printable ASCII character, and the Latin-1 letters the font writes.
      for (const char of [...PRINTABLE, ...LATIN1_LETTERS.filter((c) => font.glyphs.has(c))]) {
        const shapes = font.shapes.get(char);
        expect(shapes, `${style} ${char}`).toBeDefined();
        expect(shapes![0], `${style} ${char}: the primary comes first`).toBe(font.glyphs.get(char));
        const least = /[\p{Ll}\p{Nd}]/u.test(char) ? 4 : 3;
        expect(shapes!.length, `${style} ${char}`).toBeGreaterThanOrEqual(least);
      }
      expect(LOWER_SHAPES).toBeGreaterThanOrEqual(4);
      expect(OTHER_SHAPES).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(HANDWRITING_STYLES)(
    '%s: the shapes of a character are visibly different from each other',
    async (style) => {
      const font = await loadStrokeFont(style);
      const means: number[] = [];
      for (const char of COMMON) {
        const shapes = font.shapes.get(char);
        if (!shapes) continue;
        for (let i = 0; i < shapes.length; i++) {
          for (let j = i + 1; j < shapes.length; j++) {
            const d = difference(shapes[i]!, shapes[j]!, font);
            expect(d, `${style} ${char}: shapes ${i} and ${j}`).toBeGreaterThan(0.005);
            means.push(d);
          }
        }
      }
      const mean = means.reduce((a, b) => a + b, 0) / means.length;
      expect(mean).toBeGreaterThan(0.02);
    },
  );

  it.each(HANDWRITING_STYLES)('%s: every derived shape still reads as its letter', async (style) => {
    const font = await loadStrokeFont(style);
    for (const char of 'abcdefghijklmnopqrstuvwxyz0123456789') {
      const shapes = font.shapes.get(char)!;
      // Shapes drawn with the primary's strokes are the ones derived from it.
      for (const shape of shapes.slice(1)) {
        if (shape.strokes.length !== shapes[0]!.strokes.length) continue;
        if (shape.strokes.some((s, i) => s.length !== shapes[0]!.strokes[i]!.length)) continue;
        expect(keepsItsLetter(shapes[0]!, shape, font), `${style} ${char}`).toBe(true);
      }
    }
  });

  it('gives accented letters their base letter’s shapes, each with its accent', async () => {
    const accented = LATIN1_LETTERS.filter((c) => c.normalize('NFD').length > 1);
    for (const style of HANDWRITING_STYLES) {
      const font = await loadStrokeFont(style);
      let inherited = 0;
      for (const char of accented) {
        const nfd = char.normalize('NFD')[0]!;
        const base = font.shapes.get(nfd === 'i' ? 'ı' : nfd) ?? font.shapes.get(nfd)!;
        const own = font.shapes.get(char);
        if (!own) continue;
        const startsWith = (shape: Glyph, body: Glyph) =>
          shape.strokes.length > body.strokes.length &&
          body.strokes.every(
            (s, i) => s.length === shape.strokes[i]!.length && s.every((v, k) => v === shape.strokes[i]![k]),
          );
        // Letters drawn otherwise than as their base plus an accent have shapes of their own.
        if (!startsWith(own[1]!, base[1]!)) continue;
        inherited++;
        expect(own.length, `${style} ${char}`).toBe(base.length);
        for (let k = 1; k < own.length; k++)
          expect(startsWith(own[k]!, base[k]!), `${style} ${char} ${k}`).toBe(true);
      }
      expect(inherited, style).toBeGreaterThanOrEqual(20);
    }
  });

  it('uses the font’s own alternates before deriving shapes, and derives the same shapes on every parse', () => {
    const data: StrokeFontData = {
      name: 'Test',
      license: 'test',
      unitsPerEm: 1000,
      capHeight: 700,
      xHeight: 450,
      glyphs: {
        ' ': { a: 250, p: '' },
        a: { a: 500, p: '400 400 100 400 60 200 100 0 400 0 400 450 420 0' },
        b: { a: 500, p: '80 700 80 0 300 0 420 200 300 420 80 420' },
        T: { a: 600, p: '20 700 580 700|300 700 300 0' },
      },
      alternates: { a: [{ a: 520, p: '420 300 250 450 80 300 120 40 300 0 440 120 440 450 460 0' }] },
    };
    const font = parseStrokeFont('casual', data);
    const a = font.shapes.get('a')!;
    expect(a.length).toBe(LOWER_SHAPES);
    expect([...a[1]!.strokes[0]!]).toEqual([
      420, 300, 250, 450, 80, 300, 120, 40, 300, 0, 440, 120, 440, 450, 460, 0,
    ]);
    expect(a[1]!.advance).toBe(520);
    expect(font.shapes.get('T')!.length).toBe(OTHER_SHAPES);
    expect(font.shapes.get(' ')!.length).toBe(1);
    const again = parseStrokeFont('casual', data);
    for (const [char, shapes] of font.shapes) {
      const other = again.shapes.get(char)!;
      shapes.forEach((s, k) => {
        expect(other[k]!.advance).toBe(s.advance);
        for (const [i, st] of s.strokes.entries()) expect([...other[k]!.strokes[i]!]).toEqual([...st]);
      });
    }
  });

  it('keeps a joined hand’s entry points in place in every shape, so joins still meet', async () => {
    for (const style of ['professional', 'elegant'] as const) {
      const font = await loadStrokeFont(style);
      let joined = 0;
      for (const char of 'abcdefghijklmnopqrstuvwxyz') {
        const shapes = font.shapes.get(char)!;
        const primary = shapes[0]!.frame;
        if (!primary.entryJoin) continue;
        for (const shape of shapes.slice(1)) {
          if (shape.strokes.length !== shapes[0]!.strokes.length) continue;
          joined++;
          expect(shape.frame.entryX).toBeCloseTo(primary.entryX, 6);
          expect(shape.frame.entryY).toBeCloseTo(primary.entryY, 6);
        }
      }
      expect(joined, style).toBeGreaterThan(20);
    }
  });
});
