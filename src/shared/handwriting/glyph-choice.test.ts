import { describe, expect, it } from 'vitest';
import { MESSAGE_AREA } from '../stationery';
import { chooseGlyphs, chooseShapes, pickShape } from './glyph-choice';
import { isMark } from './glyph-frame';
import { isLooped, shapesAfter } from './joined-pairs';
import { loadStrokeFont } from './load-font';
import { noteToSvg } from './note-svg';
import { hashSeed } from './prng';
import { renderNote } from './render-note';
import { HANDWRITING_STYLES } from './styles';
import type { Glyph } from './types';

const TEXT =
  'Hello Anna, the little balloon and the coffee were a success! Bookkeeping committee: all three attended. ' +
  'Tomorrow we will see the Mississippi, and Ellen will follow at 11:00 with 2,000 apples.';
const chars = [...TEXT];

function strokesEqual(a: Glyph | undefined, b: Glyph | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.advance === b.advance &&
    a.strokes.length === b.strokes.length &&
    a.strokes.every((s, i) => s.length === b.strokes[i]!.length && s.every((v, k) => v === b.strokes[i]![k]))
  );
}

describe('choosing a shape per occurrence', () => {
  it('picks uniformly among the other shapes, never the previous one', () => {
    for (let i = 0; i < 2000; i++) {
      const last = i % 5;
      const k = pickShape(5, last, 1234, i);
      expect(k).not.toBe(last);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(5);
    }
    expect(pickShape(1, 0, 1, 1)).toBe(0);
  });

  it('is seeded: the same seed gives the same shapes and strokes, another seed others', async () => {
    const font = await loadStrokeFont('casual');
    const a = chooseShapes(chars, font, hashSeed('campaign:contact-1'));
    expect([...chooseShapes(chars, font, hashSeed('campaign:contact-1'))]).toEqual([...a]);
    const b = chooseShapes(chars, font, hashSeed('campaign:contact-2'));
    const differ = [...a].filter((k, i) => k !== b[i]).length;
    expect(differ).toBeGreaterThan(chars.length / 2);
    const ga = chooseGlyphs(chars, font, hashSeed('x'), 0.7);
    const gb = chooseGlyphs(chars, font, hashSeed('x'), 0.7);
    for (const [i, g] of ga.entries()) expect(strokesEqual(g, gb[i])).toBe(true);
  });

  it.each(HANDWRITING_STYLES)(
    '%s never writes one character with the same shape twice in a row; double letters differ',
    async (style) => {
      const font = await loadStrokeFont(style);
      for (const seed of ['a', 'b', 'c', 'd']) {
        const picked = chooseShapes(chars, font, hashSeed(seed));
        const last = new Map<string, number>();
        chars.forEach((char, i) => {
          if (char === ' ') return;
          expect(picked[i], `${style} ${char} at ${i}`).not.toBe(last.get(char));
          last.set(char, picked[i]!);
        });
        for (let i = 1; i < chars.length; i++) {
          if (chars[i] === chars[i - 1] && chars[i] !== ' ') expect(picked[i]).not.toBe(picked[i - 1]);
        }
      }
    },
  );

  it('uses every shape of a character over a note', async () => {
    const font = await loadStrokeFont('elegant');
    const text = [
      ...'the quick brown fox jumps over the lazy dog and keeps on running every evening '.repeat(4),
    ];
    const picked = chooseShapes(text, font, hashSeed('s'));
    const used = new Set(text.flatMap((c, i) => (c === 'e' ? [picked[i]] : [])));
    expect(used.size).toBe(font.shapes.get('e')!.length);
  });

  it('writes the primary shape, unchanged, at naturalness 0: a neat note is the same for every seed', async () => {
    for (const style of HANDWRITING_STYLES) {
      const font = await loadStrokeFont(style);
      const glyphs = chooseGlyphs(chars, font, hashSeed('any'), 0);
      for (const [i, c] of chars.entries())
        expect(glyphs[i]).toBe(c === ' ' ? undefined : font.glyphs.get(c));
      const input = { text: TEXT, style, area: MESSAGE_AREA, naturalness: 0 };
      expect(noteToSvg(renderNote({ ...input, seed: 'one' }, font))).toBe(
        noteToSvg(renderNote({ ...input, seed: 'two' }, font)),
      );
    }
  });

  it('deforms each occurrence, and measures exactly what it draws', async () => {
    for (const style of HANDWRITING_STYLES) {
      const font = await loadStrokeFont(style);
      const seed = hashSeed('measure');
      const picked = chooseShapes(chars, font, seed);
      const glyphs = chooseGlyphs(chars, font, seed, 1);
      let changed = 0;
      glyphs.forEach((g, i) => {
        if (!g || g.strokes.length === 0) return;
        const xs = g.strokes.flatMap((s) => [...s].filter((_, k) => k % 2 === 0));
        expect(g.inkLeft).toBe(Math.min(...xs));
        expect(g.inkRight).toBe(Math.max(...xs));
        expect(g.advance).toBeGreaterThan(0);
        expect(xs.every(Number.isFinite)).toBe(true);
        if (!strokesEqual(g, font.shapes.get(chars[i]!)![picked[i]!])) changed++;
      });
      expect(changed, style).toBeGreaterThan(0.9 * chars.filter((c) => c !== ' ').length);
    }
  });

  it('keeps the joins of a joined hand meeting after deforming the letters', async () => {
    for (const style of ['professional', 'elegant'] as const) {
      const font = await loadStrokeFont(style);
      const text = [...'minimum summer unknown nothing wherever'];
      const glyphs = chooseGlyphs(text, font, hashSeed('joins'), 1);
      let checked = 0;
      for (let i = 1; i < text.length; i++) {
        const a = glyphs[i - 1];
        const b = glyphs[i];
        const pa = font.shapes.get(text[i - 1]!)![0]!;
        const pb = font.shapes.get(text[i]!)![0]!;
        if (!a || !b || !pa.frame.exitJoin || !pb.frame.entryJoin) continue;
        // Exit: the end of the glyph's last body stroke; entry: the start of its first (marks are not joins).
        // Each shape has its own strokes (a real alternate is drawn otherwise than the primary).
        const exitOf = (g: Glyph) => {
          const s = g.strokes.findLast((t) => !isMark(t, font))!;
          return [s[s.length - 2]!, s[s.length - 1]!] as const;
        };
        const entryOf = (g: Glyph) => {
          const s = g.strokes.find((t) => !isMark(t, font))!;
          return [s[0]!, s[1]!] as const;
        };
        // The gap between exit and entry (b set at a's advance) is the primary shapes' gap.
        const gap = (g: Glyph, h: Glyph) => [
          entryOf(h)[0] + g.advance - exitOf(g)[0],
          entryOf(h)[1] - exitOf(g)[1],
        ];
        const [dx, dy] = gap(a, b);
        const [px, py] = gap(pa, pb);
        // Within 1.5 font units (under 0.01 mm): the committed fonts round points and advances separately.
        expect(Math.abs(dx! - px!), `${style} ${text[i - 1]}${text[i]}`).toBeLessThan(1.5);
        expect(Math.abs(dy! - py!), `${style} ${text[i - 1]}${text[i]}`).toBeLessThan(1.5);
        checked++;
      }
      expect(checked, style).toBeGreaterThan(10);
    }
  });
});

describe('shapes that join as a reader expects', () => {
  it('writes b, h, k and l looped after a c in a joined hand, so "ch" never reads "dh"', async () => {
    const font = await loadStrokeFont('professional');
    const text = [...'such clock much chalk which blackbird'];
    let checked = 0;
    for (let s = 0; s < 60; s++) {
      const picked = chooseShapes(text, font, hashSeed(`pairs-${s}`));
      for (let i = 1; i < text.length; i++) {
        if (text[i - 1] !== 'c' || !'bhkl'.includes(text[i]!)) continue;
        const shape = font.shapes.get(text[i]!)![picked[i]!]!;
        expect(isLooped(shape, font.xHeight), `${text[i]} shape ${picked[i]} (seed ${s})`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(60 * 7);
    // The rule has something to avoid: professional has retraced stems among its h, k and l shapes.
    for (const c of 'hkl') expect(font.shapes.get(c)!.some((g) => !isLooped(g, font.xHeight))).toBe(true);
  });

  it('allows after a shape only shapes whose ascender keeps clear of it, and never the one used last', async () => {
    const font = await loadStrokeFont('professional');
    const allowed = shapesAfter(font, 'c', 1, 'h');
    // The small c: no h keeps clear of its curl, so the c before an h is another one.
    expect(allowed).toBe(0);
    const text = [...'ch ch ch ch ch ch ch ch'];
    for (let s = 0; s < 40; s++) {
      const picked = chooseShapes(text, font, hashSeed(`small-c-${s}`));
      const cs = text.flatMap((c, i) => (c === 'c' ? [picked[i]!] : []));
      expect(cs, `seed ${s}`).not.toContain(1);
      for (let i = 1; i < cs.length; i++) expect(cs[i]).not.toBe(cs[i - 1]);
    }
  });
});
