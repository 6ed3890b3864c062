/**
 * Fills the characters a source font lacks but names and merged text need: accented Latin letters (base glyph
 * plus an accent stroke, found through Unicode decomposition), ligature letters (Æ, Œ), stroked letters (Ł, Đ)
 * and typographic punctuation (curly quotes, ellipsis). Accents are drawn as pen strokes sized from the font's
 * x-height and placed over the top of the base glyph, so they follow an italic font's lean.
 */
import { bounds, type Pt } from './path-data';

export interface WorkGlyph {
  advance: number;
  strokes: Pt[][];
}

type Glyphs = Map<string, WorkGlyph>;

interface Metrics {
  xHeight: number;
  capHeight: number;
}

/** Accent shapes in accent units (1 = 0.5 × x-height), origin at the bottom centre of the accent, y up. */
function dot(x: number, y: number): Pt[] {
  return [
    [x - 0.05, y - 0.05],
    [x + 0.05, y + 0.05],
  ];
}

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 10): Pt[] {
  const out: Pt[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = from + ((to - from) * k) / steps;
    out.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return out;
}

const ABOVE: Record<string, Pt[][]> = {
  '\u0300': [
    [
      [-0.3, 0.65],
      [0.15, 0.05],
    ],
  ],
  '\u0301': [
    [
      [-0.15, 0.05],
      [0.3, 0.65],
    ],
  ],
  '\u0302': [
    [
      [-0.4, 0.05],
      [0, 0.55],
      [0.4, 0.05],
    ],
  ],
  '\u030C': [
    [
      [-0.4, 0.55],
      [0, 0.05],
      [0.4, 0.55],
    ],
  ],
  '\u0303': [
    Array.from({ length: 11 }, (_, k): Pt => {
      const t = k / 10;
      return [-0.45 + 0.9 * t, 0.25 + 0.15 * Math.sin(t * 2 * Math.PI)];
    }),
  ],
  '\u0308': [dot(-0.3, 0.2), dot(0.3, 0.2)],
  '\u0307': [dot(0, 0.2)],
  '\u030A': [arc(0, 0.3, 0.25, 0.25, 0, 2 * Math.PI, 14)],
  '\u0306': [arc(0, 0.5, 0.35, 0.4, Math.PI, 2 * Math.PI)],
  '\u0304': [
    [
      [-0.4, 0.25],
      [0.4, 0.25],
    ],
  ],
  '\u030B': [
    [
      [-0.35, 0.05],
      [-0.05, 0.6],
    ],
    [
      [0.1, 0.05],
      [0.4, 0.6],
    ],
  ],
};

const BELOW: Record<string, Pt[][]> = {
  '\u0327': [
    [
      [0, 0],
      [0.05, -0.2],
      [0.3, -0.35],
      [0.2, -0.6],
      [-0.2, -0.65],
    ],
  ],
  '\u0326': [
    [
      [0.05, -0.2],
      [0, -0.3],
      [-0.15, -0.6],
    ],
  ],
  '\u0328': [arc(0.05, -0.25, 0.25, 0.3, Math.PI * 0.5, Math.PI * 1.6)],
};

/** Mean x of the glyph's points in a horizontal band: where an accent sits on a (possibly slanted) letter. */
function centreOfBand(strokes: Pt[][], fromY: number, toY: number): number {
  let sum = 0;
  let n = 0;
  for (const s of strokes)
    for (const [x, y] of s)
      if (y >= fromY && y <= toY) {
        sum += x;
        n++;
      }
  if (n > 0) return sum / n;
  const b = bounds(strokes);
  return (b.minX + b.maxX) / 2;
}

/** The dot of i and j: small strokes entirely above the x-height. Accented i and j are written without it. */
function withoutDot(glyph: WorkGlyph, m: Metrics): WorkGlyph {
  const strokes = glyph.strokes.filter((s) => {
    const b = bounds([s]);
    return !(b.minY > m.xHeight * 1.05 && b.maxX - b.minX < m.xHeight * 0.35);
  });
  return { advance: glyph.advance, strokes };
}

function place(shape: Pt[][], unit: number, x: number, y: number): Pt[][] {
  return shape.map((s) => s.map(([px, py]): Pt => [x + px * unit, y + py * unit]));
}

function composeAccented(char: string, glyphs: Glyphs, m: Metrics): WorkGlyph | undefined {
  const [base, ...marks] = [...char.normalize('NFD')];
  if (!base || marks.length === 0) return undefined;
  let glyph = glyphs.get(base);
  if (!glyph) return undefined;
  if ((base === 'i' || base === 'j') && marks.some((mk) => ABOVE[mk])) glyph = withoutDot(glyph, m);
  const strokes = glyph.strokes.map((s) => s.slice());
  const unit = m.xHeight * 0.5;
  const gap = m.xHeight * 0.18;
  let top = bounds(glyph.strokes).maxY;
  // Lowercase accents sit over the x-height even for letters with ascenders drawn lower (e.g. a script "i").
  if (base === base.toLowerCase() && top < m.xHeight) top = m.xHeight;
  const b = bounds(glyph.strokes);
  for (const mark of marks) {
    const above = ABOVE[mark];
    const below = BELOW[mark];
    if (above) {
      const x = centreOfBand(glyph.strokes, top - (top - b.minY) * 0.25, top);
      const shape = place(above, unit, x, top + gap);
      strokes.push(...shape);
      top = bounds(shape).maxY;
    } else if (below) {
      const x = centreOfBand(glyph.strokes, 0, Math.max(m.xHeight * 0.2, 1));
      strokes.push(...place(below, unit, x, 0));
    } else {
      return undefined;
    }
  }
  return { advance: glyph.advance, strokes };
}

function concat(glyphs: Glyphs, parts: string[], overlap: number): WorkGlyph | undefined {
  const strokes: Pt[][] = [];
  let x = 0;
  for (const part of parts) {
    const g = glyphs.get(part);
    if (!g) return undefined;
    strokes.push(...g.strokes.map((s) => s.map(([px, py]): Pt => [px + x, py])));
    x += g.advance * (1 - overlap);
  }
  return { advance: x + (glyphs.get(parts.at(-1)!)?.advance ?? 0) * overlap, strokes };
}

function withBar(
  glyphs: Glyphs,
  base: string,
  y: number,
  from: number,
  to: number,
  rise = 0,
): WorkGlyph | undefined {
  const g = glyphs.get(base);
  if (!g) return undefined;
  const b = bounds(g.strokes);
  const x = centreOfBand(g.strokes, y - 20, y + 20);
  const half = (b.maxX - b.minX) * 0.5;
  const bar: Pt[] = [
    [x + from * half, y - rise],
    [x + to * half, y + rise],
  ];
  return { advance: g.advance, strokes: [...g.strokes, bar] };
}

/** A middle dot to the right of a letter (Catalan l·l written as one letter). */
function withDot(glyphs: Glyphs, base: string, y: number, m: Metrics): WorkGlyph | undefined {
  const g = glyphs.get(base);
  if (!g) return undefined;
  const b = bounds(g.strokes);
  const x = b.maxX + m.xHeight * 0.15;
  return { advance: Math.max(g.advance, x + m.xHeight * 0.25), strokes: [...g.strokes, dot(x, y)] };
}

function shifted(g: WorkGlyph | undefined, dy: number): WorkGlyph | undefined {
  return g && { advance: g.advance, strokes: g.strokes.map((s) => s.map(([x, y]): Pt => [x, y + dy])) };
}

/** Characters to guarantee beyond the source font: Latin-1 and Latin Extended-A letters used in names. */
export const COMPOSED_RANGE: string[] = [];
for (let cp = 0xc0; cp <= 0x17f; cp++) COMPOSED_RANGE.push(String.fromCodePoint(cp));

export function completeGlyphs(glyphs: Glyphs, m: Metrics): void {
  const add = (char: string, make: () => WorkGlyph | undefined) => {
    if (glyphs.has(char)) return;
    const g = make();
    if (g) glyphs.set(char, g);
  };
  add('ı', () => {
    const i = glyphs.get('i');
    return i && withoutDot(i, m);
  });
  add('Æ', () => concat(glyphs, ['A', 'E'], 0.25));
  add('æ', () => concat(glyphs, ['a', 'e'], 0.15));
  add('Œ', () => concat(glyphs, ['O', 'E'], 0.2));
  add('œ', () => concat(glyphs, ['o', 'e'], 0.15));
  add('ß', () => concat(glyphs, ['s', 's'], 0));
  add('Ł', () => withBar(glyphs, 'L', m.capHeight * 0.45, -1.1, 0.2, m.capHeight * 0.1));
  add('ł', () => withBar(glyphs, 'l', m.xHeight * 0.9, -0.9, 0.9, m.xHeight * 0.15));
  add('Đ', () => withBar(glyphs, 'D', m.capHeight * 0.5, -1.2, -0.3));
  add('đ', () => withBar(glyphs, 'd', m.capHeight * 0.8, -0.1, 1.1));
  add('ð', () => withBar(glyphs, 'd', m.capHeight * 0.8, -0.1, 1.1, m.xHeight * 0.1));
  add('Ð', () => withBar(glyphs, 'D', m.capHeight * 0.5, -1.2, -0.3));
  add('Ħ', () => withBar(glyphs, 'H', m.capHeight * 0.75, -1.1, 1.1));
  add('ħ', () => withBar(glyphs, 'h', m.capHeight * 0.78, -1.1, 0.2));
  add('Ŧ', () => withBar(glyphs, 'T', m.capHeight * 0.45, -0.5, 0.5));
  add('ŧ', () => withBar(glyphs, 't', m.xHeight * 0.45, -0.8, 0.8));
  add('Ĳ', () => concat(glyphs, ['I', 'J'], 0.1));
  add('ĳ', () => concat(glyphs, ['i', 'j'], 0.1));
  add('Ŀ', () => withDot(glyphs, 'L', m.capHeight * 0.45, m));
  add('ŀ', () => withDot(glyphs, 'l', m.capHeight * 0.45, m));
  add('ŉ', () => concat(glyphs, ['\u2019', 'n'], 0) ?? concat(glyphs, ["'", 'n'], 0));
  add('×', () => {
    const r = m.xHeight * 0.28;
    const c = m.xHeight * 0.5;
    return {
      advance: m.xHeight,
      strokes: [
        [
          [c - r, c + r],
          [c + r, c - r],
        ],
        [
          [c - r, c - r],
          [c + r, c + r],
        ],
      ],
    };
  });
  for (const char of COMPOSED_RANGE) add(char, () => composeAccented(char, glyphs, m));
  // Typographic punctuation that word processors and CRMs put in merged text.
  add('\u2019', () => glyphs.get("'"));
  add('\u2018', () => glyphs.get("'"));
  add('\u201A', () => shifted(glyphs.get(','), 0));
  add('\u201C', () => glyphs.get('"'));
  add('\u201D', () => glyphs.get('"'));
  add('\u201E', () => shifted(glyphs.get('"'), -m.capHeight * 0.95));
  add('\u2013', () => glyphs.get('-'));
  add('\u2014', () => concat(glyphs, ['-', '-'], 0.3));
  add('\u2026', () => concat(glyphs, ['.', '.', '.'], 0));
  add('\u00A0', () => glyphs.get(' '));
  add('\u2022', () => ({
    advance: m.xHeight,
    strokes: [arc(m.xHeight * 0.5, m.xHeight * 0.5, m.xHeight * 0.12, m.xHeight * 0.12, 0, 2 * Math.PI, 10)],
  }));
}
