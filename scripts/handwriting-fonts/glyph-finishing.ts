/**
 * Finishing touches on a style's glyphs (`build-font.ts`): punctuation spaced close to its word and letters
 * padded as the style asks, pen tails on commas and quotes that are blobs in the source, bars on a bare capital I.
 */
import type { WorkGlyph } from './compose';
import { bounds, type Pt } from './path-data';

/** The spacing a style asks for (part of `StyleChoice`). */
export interface SpacingChoice {
  /** Space between punctuation and the word it follows, in x-heights of ink-to-ink gap. */
  punctuationGap?: number;
  /** Extra room (x-heights) on both sides of every letter and digit, for hands whose letters crowd. */
  letterPadding?: number;
  /** Per-character extra advance after the ink (x-heights), e.g. { r: 0.08 } to keep "ri" apart. */
  rightPadding?: Record<string, number>;
  leftPadding?: Record<string, number>;
  /** Word space advance, in x-heights (default: the font's). */
  space?: number;
}

function shiftX(g: WorkGlyph, dx: number, advance: number): WorkGlyph {
  return { advance, strokes: g.strokes.map((s) => s.map(([x, y]): Pt => [x + dx, y])) };
}

/** Closing punctuation sits against the word before it; opening punctuation against the word after it. */
const CLOSING = new Set([...'.,;:!?)]}\u2019\u201D\u2026%']);
const OPENING = new Set([...'([{\u2018\u201C\u00BF\u00A1']);

export function respace(glyphs: Map<string, WorkGlyph>, choice: SpacingChoice, xHeight: number): void {
  const gap = (choice.punctuationGap ?? 0.15) * xHeight;
  for (const [char, g] of glyphs) {
    if (g.strokes.length === 0) continue;
    const b = bounds(g.strokes);
    const lsb = b.minX;
    const rsb = g.advance - b.maxX;
    if (CLOSING.has(char) || char === "'" || char === '"') {
      // The gap before closing punctuation is the previous letter's own right side plus this left side.
      const left = char === '%' ? Math.min(lsb, gap * 2) : Math.min(lsb, gap);
      glyphs.set(char, shiftX(g, left - lsb, left + (b.maxX - b.minX) + Math.max(rsb, gap)));
    } else if (OPENING.has(char)) {
      const right = Math.min(rsb, gap);
      glyphs.set(char, shiftX(g, 0, b.maxX + right));
    }
    const pad = (choice.letterPadding ?? 0) * xHeight;
    const padLeft = pad + (choice.leftPadding?.[char] ?? 0) * xHeight;
    const padRight = pad + (choice.rightPadding?.[char] ?? 0) * xHeight;
    if (/\p{L}|\p{N}/u.test(char) && (padLeft || padRight)) {
      const cur = glyphs.get(char)!;
      glyphs.set(char, shiftX(cur, padLeft, cur.advance + padLeft + padRight));
    }
  }
  if (choice.space !== undefined) glyphs.set(' ', { advance: choice.space * xHeight, strokes: [] });
}

function strokeLength(s: readonly Pt[]): number {
  let l = 0;
  for (let i = 1; i < s.length; i++) l += Math.hypot(s[i]![0] - s[i - 1]![0], s[i]![1] - s[i - 1]![1]);
  return l;
}

/** Commas and quotes whose tail is only a blob in the source read as dots in ink: give them a pen's tail. */
export const TAILED = new Set([...',;\u201A\u201E\'"\u2019\u201D']);

export function withTail(g: WorkGlyph, minLength: number): WorkGlyph {
  const strokes = g.strokes.map((s) => {
    const len = strokeLength(s);
    // Only the tick itself: the dot of a ";" is far shorter than any tick and stays a dot.
    if (len >= minLength || len < minLength * 0.3 || s.length < 2) return s;
    const low = s[0]![1] < s.at(-1)![1] ? 0 : s.length - 1;
    const tip = s[low]!;
    const from = low === 0 ? s[Math.min(s.length - 1, 1)]! : s[s.length - 2]!;
    const dx = tip[0] - from[0];
    const dy = tip[1] - from[1];
    const l = Math.hypot(dx, dy) || 1;
    // Along the tail's own direction, bent towards down-and-left as a pen's flick is.
    const ux = (dx / l) * 0.6 - 0.4 * 0.45;
    const uy = (dy / l) * 0.6 - 0.9 * 0.45;
    const u = Math.hypot(ux, uy) || 1;
    const extra = minLength - len;
    const end: Pt = [tip[0] + (ux / u) * extra, tip[1] + (uy / u) * extra];
    const mid: Pt = [
      tip[0] + (ux / u) * extra * 0.5 + (dx / l) * extra * 0.1,
      tip[1] + (uy / u) * extra * 0.5,
    ];
    return low === 0 ? [end, mid, ...s] : [...s, mid, end];
  });
  return { advance: g.advance, strokes };
}

/** A capital I that is one bare stroke gets bars across its top and foot (and every accented I with it). */
export function withSerifs(g: WorkGlyph, m: { capHeight: number; xHeight: number }): WorkGlyph {
  const stems = g.strokes.map((s) => ({ s, b: bounds([s]) }));
  const stem = stems.reduce((best, c) => (c.b.maxY - c.b.minY > best.b.maxY - best.b.minY ? c : best));
  const height = stem.b.maxY - stem.b.minY;
  if (height < m.capHeight * 0.7 || stem.b.maxX - stem.b.minX > height * 0.45) return g;
  // Already barred: a wide stroke near the top or the foot.
  const barred = stems.some(
    (c) =>
      c !== stem &&
      c.b.maxX - c.b.minX > m.capHeight * 0.2 &&
      (c.b.minY > m.capHeight * 0.75 || c.b.maxY < m.capHeight * 0.25),
  );
  if (barred) return g;
  const top = stem.s.reduce((p, q) => (q[1] > p[1] ? q : p));
  const foot = stem.s.reduce((p, q) => (q[1] < p[1] ? q : p));
  const half = m.capHeight * 0.2;
  const bar = (at: Pt, rise: number): Pt[] => [
    [at[0] - half, at[1] - rise],
    [at[0], at[1]],
    [at[0] + half * 1.05, at[1] + rise],
  ];
  const strokes = [...g.strokes, bar(top, m.capHeight * 0.02), bar(foot, m.capHeight * 0.015)];
  const before = bounds(g.strokes);
  const after = bounds(strokes);
  const dx = Math.max(0, before.minX - after.minX);
  return shiftX({ advance: g.advance, strokes }, dx, g.advance + dx + Math.max(0, after.maxX - before.maxX));
}
