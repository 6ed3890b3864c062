import { describe, expect, it } from 'vitest';
import { loadStrokeFont } from './load-font';
import { HANDWRITING_STYLES, type HandwritingStyle } from './styles';
import type { StrokeFontData } from './types';

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const NAME_LETTERS = [...'áéíóúñüöäëïçàèâêôåøæÁÉÍÓÚÑÜÖÄËÏÇÀÈÂÊÔÅØÆœŒßãõìòùýÿ’“”–—…'];

describe('stroke fonts', () => {
  it.each(HANDWRITING_STYLES)(
    '%s has a glyph for every printable ASCII character and name letter',
    async (style) => {
      const font = await loadStrokeFont(style);
      for (const char of [...PRINTABLE_ASCII, ...NAME_LETTERS]) {
        const glyph = font.glyphs.get(char);
        expect(glyph, `${style} lacks ${char}`).toBeDefined();
        expect(glyph!.advance).toBeGreaterThan(0);
        if (char !== ' ')
          expect(glyph!.strokes.length, `${style} draws nothing for ${char}`).toBeGreaterThan(0);
      }
    },
  );

  it('composes accents above the letter, not on it', async () => {
    for (const style of HANDWRITING_STYLES) {
      const font = await loadStrokeFont(style);
      const top = (c: string) =>
        Math.max(...font.glyphs.get(c)!.strokes.flatMap((s) => [...s].filter((_, i) => i % 2)));
      expect(top('é')).toBeGreaterThan(top('e'));
      expect(top('ñ')).toBeGreaterThan(top('n'));
      expect(font.glyphs.get('ë')!.strokes.length).toBe(font.glyphs.get('e')!.strokes.length + 2);
    }
  });

  it('uses five different fonts', async () => {
    const fonts = await Promise.all(HANDWRITING_STYLES.map(loadStrokeFont));
    expect(new Set(fonts.map((f) => f.name)).size).toBe(5);
    expect(new Set(fonts.map((f) => [...f.glyphs.get('a')!.strokes[0]!].join(' '))).size).toBe(5);
  });
});

/* ----- The fonts themselves (issue 23): read from the committed JSON, before any variation. ----- */

type Stroke = [number, number][];

async function fontData(style: HandwritingStyle): Promise<StrokeFontData> {
  const files: Record<HandwritingStyle, () => Promise<{ default: unknown }>> = {
    professional: () => import('./fonts/professional.json'),
    casual: () => import('./fonts/casual.json'),
    elegant: () => import('./fonts/elegant.json'),
    modern: () => import('./fonts/modern.json'),
    premium: () => import('./fonts/premium.json'),
  };
  return (await files[style]()).default as StrokeFontData;
}

function strokesOf(g: { p: string }): Stroke[] {
  if (g.p === '') return [];
  return g.p.split('|').map((s) => {
    const v = s.split(' ').map(Number);
    const out: Stroke = [];
    for (let i = 0; i + 1 < v.length; i += 2) out.push([v[i]!, v[i + 1]!]);
    return out;
  });
}

/** Points every `step` units along a stroke, each with the unit direction of its segment. */
function samples(s: Stroke, step: number): { p: [number, number]; d: [number, number] }[] {
  const out: { p: [number, number]; d: [number, number] }[] = [];
  for (let i = 0; i + 1 < s.length; i++) {
    const [x0, y0] = s[i]!;
    const [x1, y1] = s[i + 1]!;
    const l = Math.hypot(x1 - x0, y1 - y0);
    if (l === 0) continue;
    const n = Math.max(1, Math.ceil(l / step));
    for (let k = 0; k < n; k++)
      out.push({
        p: [x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n],
        d: [(x1 - x0) / l, (y1 - y0) / l],
      });
  }
  return out;
}

/**
 * Length of `a` that runs alongside `b` as a doubled line would: within `near` of it, on a segment parallel
 * to `a`'s own direction (the 3–6 offset copies of a line that made a bold digit).
 */
function parallelRun(a: Stroke, b: Stroke, near: number, step: number): number {
  const segs = samples(b, step);
  let run = 0;
  for (const { p, d } of samples(a, step)) {
    const alongside = segs.some(
      (q) => Math.hypot(q.p[0] - p[0], q.p[1] - p[1]) < near && Math.abs(q.d[0] * d[0] + q.d[1] * d[1]) > 0.9,
    );
    if (alongside) run += step;
  }
  return run;
}

/** Leftmost and rightmost ink of a glyph per horizontal band (font units). */
function bands(strokes: Stroke[], band: number): Map<number, [number, number]> {
  const m = new Map<number, [number, number]>();
  for (const s of strokes)
    for (const { p } of samples(s.length === 1 ? [s[0]!, s[0]!] : s, 4).concat(
      s.length > 0 ? [{ p: s.at(-1)!, d: [1, 0] }] : [],
    )) {
      const b = Math.floor(p[1] / band);
      const cur = m.get(b) ?? [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
      m.set(b, [Math.min(cur[0], p[0]), Math.max(cur[1], p[0])]);
    }
  return m;
}

/** The least horizontal gap between two glyphs' ink at the heights both have ink, set at the first's advance. */
function inkGap(data: StrokeFontData, a: string, b: string): number {
  const band = data.capHeight * 0.05;
  const left = bands(strokesOf(data.glyphs[a]!), band);
  const right = bands(strokesOf(data.glyphs[b]!), band);
  let gap = Number.POSITIVE_INFINITY;
  for (const [k, [, r]] of left) {
    const l = right.get(k);
    if (l) gap = Math.min(gap, data.glyphs[a]!.a + l[0] - r);
  }
  return gap;
}

const LATIN_1_LETTERS = Array.from({ length: 0x100 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i)).filter(
  // × and ÷ are not letters; Þ and þ (Icelandic) are not drawn by any style yet.
  (c) => !'×÷Þþ'.includes(c),
);
const PRINT_HANDS: HandwritingStyle[] = ['casual', 'modern', 'premium'];

describe('stroke fonts: shapes a pen draws', () => {
  it.each(HANDWRITING_STYLES)('%s draws every Latin-1 letter with its own strokes', async (style) => {
    const data = await fontData(style);
    for (const c of LATIN_1_LETTERS) {
      expect(data.glyphs[c], `${style} lacks ${c}`).toBeDefined();
      expect(strokesOf(data.glyphs[c]!).length, `${style} draws nothing for ${c}`).toBeGreaterThan(0);
    }
    // An accented capital is the style's own capital with an accent above it, not another letter's shape.
    for (const [accented, plain] of [
      ['Å', 'A'],
      ['É', 'E'],
      ['Ö', 'O'],
    ] as const) {
      const box = (strokes: Stroke[]) => {
        const pts = strokes.flat();
        const xs = pts.map((p) => p[0]);
        const ys = pts.map((p) => p[1]);
        return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      };
      const cap = data.capHeight;
      const strokes = strokesOf(data.glyphs[accented]!);
      const letter = box(strokes.filter((s) => s.some((p) => p[1] < cap * 0.8)));
      const base = box(strokesOf(data.glyphs[plain]!));
      for (const [k, v] of letter.entries())
        expect(Math.abs(v - base[k]!), `${style} ${accented}`).toBeLessThan(cap * 0.06);
      const accent = strokes.filter((s) => s.every((p) => p[1] > base[3]! - cap * 0.08));
      expect(accent.length, `${style} ${accented} has no accent above its capital`).toBeGreaterThan(0);
    }
  });

  it.each(HANDWRITING_STYLES)('%s writes every digit as single pen lines, never doubled', async (style) => {
    const data = await fontData(style);
    const cap = data.capHeight;
    for (const digit of '0123456789') {
      const strokes = strokesOf(data.glyphs[digit]!);
      expect(strokes.length, `${style} ${digit}`).toBeGreaterThan(0);
      expect(strokes.length, `${style} ${digit} takes too many pen-downs`).toBeLessThanOrEqual(3);
      for (let i = 0; i < strokes.length; i++)
        for (let j = 0; j < strokes.length; j++) {
          if (i === j) continue;
          const run = parallelRun(strokes[i]!, strokes[j]!, cap * 0.06, cap * 0.01);
          expect(run, `${style} ${digit}: strokes ${i} and ${j} run side by side`).toBeLessThan(cap * 0.12);
        }
    }
  });

  it.each(PRINT_HANDS)(
    '%s keeps neighbouring letters apart at their advances (no fused pairs)',
    async (style) => {
      const data = await fontData(style);
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      const fused: string[] = [];
      for (const a of `${letters}IT`)
        for (const b of letters) {
          // A j's descender may tuck under the letter before it.
          if (b === 'j') continue;
          if (inkGap(data, a, b) <= 0) fused.push(a + b);
        }
      expect(fused).toEqual([]);
    },
  );

  it('keeps premium "tr" and "ri" apart at normal spacing (they read as "n")', async () => {
    const data = await fontData('premium');
    for (const pair of ['tr', 'ri', 'rn', 'rt', 'ni']) {
      expect(inkGap(data, pair[0]!, pair[1]!), pair).toBeGreaterThan(data.xHeight * 0.1);
    }
  });

  it.each(HANDWRITING_STYLES)('%s sets punctuation close to the word before it', async (style) => {
    const data = await fontData(style);
    for (const p of '.,;:!?') {
      const left = Math.min(...strokesOf(data.glyphs[p]!).flatMap((s) => s.map((q) => q[0])));
      // Left side bearing: at most a fifth of the x-height (the layout measures the real gap on the ink).
      expect(left, `${style} ${p}`).toBeLessThanOrEqual(data.xHeight * 0.2);
    }
  });

  it.each(['casual', 'modern'] as const)(
    '%s writes a capital I with bars, so "It" never reads "H" or "/t"',
    async (style) => {
      const data = await fontData(style);
      const strokes = strokesOf(data.glyphs.I!);
      const wide = strokes.filter((s) => {
        const xs = s.map((p) => p[0]);
        return Math.max(...xs) - Math.min(...xs) > data.capHeight * 0.25;
      });
      expect(wide.length).toBeGreaterThanOrEqual(2);
      expect(inkGap(data, 'I', 't')).toBeGreaterThan(data.xHeight * 0.1);
    },
  );

  it("gives premium three real forms of every letter (the source hand's own alternates)", async () => {
    const data = await fontData('premium');
    for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéÅ') {
      const alts = data.alternates?.[c] ?? [];
      expect(alts.length, c).toBe(2);
      const forms = new Set([data.glyphs[c]!.p, ...alts.map((g) => g.p)]);
      expect(forms.size, c).toBe(3);
    }
  });

  it.each(['professional', 'elegant'] as const)(
    '%s is joined: most letters meet the next at their advance',
    async (style) => {
      const data = await fontData(style);
      const letters = 'acdehiklmnrtuz';
      const tolerance = data.capHeight * 0.03;
      let met = 0;
      let pairs = 0;
      const isMark = (s: Stroke) => {
        const xs = s.map((p) => p[0]);
        const ys = s.map((p) => p[1]);
        return (
          Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) <=
          data.capHeight * 0.2
        );
      };
      for (const a of letters)
        for (const b of letters) {
          const exit = strokesOf(data.glyphs[a]!)
            .filter((s) => !isMark(s))
            .at(-1)!
            .at(-1)!;
          const entry = strokesOf(data.glyphs[b]!).filter((s) => !isMark(s))[0]![0]!;
          pairs++;
          if (Math.hypot(entry[0] + data.glyphs[a]!.a - exit[0], entry[1] - exit[1]) <= tolerance) met++;
        }
      expect(met / pairs).toBeGreaterThan(0.5);
    },
  );

  it.each(HANDWRITING_STYLES)('%s keeps its metrics honest and its JSON compact', async (style) => {
    const data = await fontData(style);
    const top = (c: string) => Math.max(...strokesOf(data.glyphs[c]!).flatMap((s) => s.map((p) => p[1])));
    expect(data.capHeight).toBe(Math.round(top('H')));
    expect(data.xHeight).toBe(Math.round(top('x')));
    expect(JSON.stringify(data, null, 2).length).toBeLessThan(250_000);
  });
});
