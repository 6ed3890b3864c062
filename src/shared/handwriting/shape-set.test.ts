import { describe, expect, it } from 'vitest';
import { boxOf } from './accent-split';
import { isMark } from './glyph-frame';
import { LetterRivals } from './letter-rivals';
import { chamfer, resampleFlat } from './letterform-difference';
import { loadStrokeFont } from './load-font';
import { keepsItsLetter, LOWER_SHAPES, OTHER_SHAPES } from './shape-set';
import { parseStrokeFont } from './stroke-font';
import { HANDWRITING_STYLES, type HandwritingStyle } from './styles';
import type { Glyph, StrokeFont, StrokeFontData } from './types';

/** Whole-font measurements; a busy machine takes a while. */
const SLOW = 120_000;
const PRINTABLE = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i));
const LATIN1_LETTERS = Array.from({ length: 64 }, (_, i) => String.fromCharCode(0xc0 + i)).filter(
  (c) => c !== '×' && c !== '÷',
);
const COMMON = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,!?\'"-:;&@()/',
  ...LATIN1_LETTERS,
];

function size(g: Glyph, font: StrokeFont): number {
  const { left, right, bottom, top } = boxOf(g.strokes);
  return Math.max(Math.hypot(right - left, top - bottom), 0.1 * font.capHeight);
}

/** Nearest-point difference of two shapes as a fraction of the character's size. */
function difference(a: Glyph, b: Glyph, font: StrokeFont): number {
  const step = 0.01 * font.capHeight;
  const d = chamfer(resampleFlat(a.strokes, step), resampleFlat(b.strokes, step), 0.05 * font.capHeight);
  return d / size(a, font);
}

const FONT_JSON: Record<HandwritingStyle, () => Promise<{ default: unknown }>> = {
  professional: () => import('./fonts/professional.json'),
  casual: () => import('./fonts/casual.json'),
  elegant: () => import('./fonts/elegant.json'),
  modern: () => import('./fonts/modern.json'),
  premium: () => import('./fonts/premium.json'),
};

async function fontData(style: HandwritingStyle): Promise<StrokeFontData> {
  return (await FONT_JSON[style]()).default as StrokeFontData;
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
    const data = await fontData(style);
    for (const char of 'abcdefghijklmnopqrstuvwxyz0123456789') {
      const shapes = font.shapes.get(char)!;
      // The font's own shapes come first; each later one is derived from one of them and keeps its strokes.
      const real = shapes.slice(0, 1 + (data.alternates?.[char]?.length ?? 0));
      for (const shape of shapes.slice(real.length)) {
        const sources = real.filter(
          (r) =>
            r.strokes.length === shape.strokes.length &&
            r.strokes.every((s, i) => s.length === shape.strokes[i]!.length),
        );
        expect(sources.length, `${style} ${char}`).toBeGreaterThan(0);
        expect(
          sources.some((r) => keepsItsLetter(r, shape, font)),
          `${style} ${char}`,
        ).toBe(true);
      }
    }
  });

  it.each(HANDWRITING_STYLES)(
    '%s: every derived letter lies nearer its own letter than any other (no c closed into an o)',
    async (style) => {
      const font = await loadStrokeFont(style);
      const data = await fontData(style);
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      const realOf = (c: string) => font.shapes.get(c)!.slice(0, 1 + (data.alternates?.[c]?.length ?? 0));
      // Measured here on finer inks and against every other letter, not only the nearest ones the builder uses.
      const centred = (g: Glyph) => {
        const ink = resampleFlat(g.strokes, 0.02 * font.capHeight);
        const xs = ink.filter((_, i) => i % 2 === 0);
        const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
        return ink.map((v, i) => (i % 2 === 0 ? v - mid : v));
      };
      const real = new Map([...letters].map((c) => [c, realOf(c).map(centred)]));
      for (const char of letters) {
        for (const shape of font.shapes.get(char)!.slice(realOf(char).length)) {
          const ink = centred(shape);
          const nearest = (inks: Float64Array[]) =>
            Math.min(...inks.map((other) => chamfer(ink, other, 0.05 * font.capHeight)));
          const own = nearest(real.get(char)!);
          const rival = nearest([...letters].filter((c) => c !== char).flatMap((c) => real.get(c)!));
          expect(own / rival, `${style} ${char}`).toBeLessThan(0.85);
        }
      }
    },
    SLOW,
  );

  it('tells a letter from its rivals: an o offered as a c does not read as a c', async () => {
    const font = await loadStrokeFont('casual');
    const rivals = new LetterRivals((c) => [font.glyphs.get(c)!], font);
    expect(rivals.readsAsItsLetter('c', font.glyphs.get('c')!)).toBe(true);
    expect(rivals.readsAsItsLetter('c', font.glyphs.get('o')!)).toBe(false);
    expect(rivals.readsAsItsLetter('e', font.glyphs.get('c')!)).toBe(false);
    // Only a–z have rivals: anything else reads as itself.
    expect(rivals.readsAsItsLetter('?', font.glyphs.get('o')!)).toBe(true);
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
      const data = await fontData(style);
      let joined = 0;
      for (const char of 'abcdefghijklmnopqrstuvwxyz') {
        const shapes = font.shapes.get(char)!;
        const primary = shapes[0]!.frame;
        if (!primary.entryJoin) continue;
        // Derived shapes (the font's own come first); real alternates are checked in the test below.
        const real = 1 + (data.alternates?.[char]?.length ?? 0);
        for (const shape of shapes.slice(real)) {
          if (shape.strokes.length !== shapes[0]!.strokes.length) continue;
          joined++;
          expect(shape.frame.entryX).toBeCloseTo(primary.entryX, 6);
          expect(shape.frame.entryY).toBeCloseTo(primary.entryY, 6);
        }
      }
      expect(joined, style).toBeGreaterThan(20);
    }
  });

  it('gives the joined hands real second and third shapes that join where the letter’s own glyph joins', async () => {
    for (const style of ['professional', 'elegant'] as const) {
      const font = await loadStrokeFont(style);
      const data = await fontData(style);
      /** Where a shape's writing starts, and where it ends measured from its advance (font units). */
      const ends = (g: { a: number; p: string }): [number, number, number, number] => {
        const body = g.p
          .split('|')
          .map((s) => Float64Array.from(s.split(' '), Number))
          .filter((s) => !isMark(s, font));
        const last = body.at(-1)!;
        return [body[0]![0]!, body[0]![1]!, last.at(-2)! - g.a, last.at(-1)!];
      };
      let letters = 0;
      for (const char of 'abcdefghijklmnopqrstuvwxyz') {
        const alternates = data.alternates?.[char] ?? [];
        if (alternates.length >= 2) letters++;
        const frame = font.shapes.get(char)![0]!.frame;
        const [sx, sy, ex, ey] = ends(data.glyphs[char]!);
        for (const alt of alternates) {
          const [ax, ay, bx, by] = ends(alt);
          // Within 1.5 units: the JSON rounds points and advances separately.
          const where = `${style} ${char}: (${ax}, ${ay}) … (${bx}, ${by}) against (${sx}, ${sy}) … (${ex}, ${ey})`;
          if (frame.entryJoin) expect(Math.hypot(ax - sx, ay - sy), where).toBeLessThan(1.5);
          if (frame.exitJoin) expect(Math.hypot(bx - ex, by - ey), where).toBeLessThan(1.5);
        }
      }
      // Most letters have a shape from each companion script besides their own.
      expect(letters, style).toBeGreaterThanOrEqual(15);
    }
  });
});
