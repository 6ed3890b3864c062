/**
 * How a note is laid out in its writing area, checked on the strokes the pen draws: accents at the top of an
 * area, a natural letter size, line breaks (syllables, URLs, no lone last word) and rules (address lines:
 * address-block.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { inkDistance } from '../../../tests/support/ink-distance';
import { MESSAGE_AREA, MESSAGE_LETTER_HEIGHT_MM } from '../stationery';
import { isUrlOrEmail, syllableBreaks } from './hyphenation';
import { loadStrokeFont } from './load-font';
import { PEN_WIDTH_MM } from './note-svg';
import { renderNote } from './render-note';
import { NATURAL_LETTER_HEIGHT_MM } from './style-metrics';
import { HANDWRITING_STYLES, type HandwritingStyle, PUBLIC_HANDWRITING_STYLES } from './styles';
import type { Polyline, RenderInput } from './types';

/** Heavy tests (every style, many renders) on a shared machine. */
const SLOW = 120_000;

const area = { width: MESSAGE_AREA.width, height: MESSAGE_AREA.height };

async function render(style: HandwritingStyle, text: string, extra: Partial<RenderInput> = {}) {
  return renderNote({ text, style, area, seed: 'layout', ...extra }, await loadStrokeFont(style));
}

/** Where each written line ends in the source text: at a space, or inside a token (with a hyphen written or not). */
function lineEnds(text: string, lines: string[]) {
  const ends: { line: string; inToken: boolean; hyphen: boolean; token: string }[] = [];
  let at = 0;
  for (const line of lines.slice(0, -1)) {
    const whole = text.startsWith(line, at);
    const hyphen = !whole && line.endsWith('-') && text.startsWith(line.slice(0, -1), at);
    expect(whole || hyphen, `"${line}" is not the text at ${at}`).toBe(true);
    at += hyphen ? line.length - 1 : line.length;
    const inToken = text[at] !== ' ' && text[at] !== '\n';
    let start = at;
    while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
    let end = at;
    while (end < text.length && !/\s/.test(text[end]!)) end++;
    ends.push({ line, inToken, hyphen, token: text.slice(start, end) });
    while (text[at] === ' ' || text[at] === '\n') at++;
  }
  return ends;
}

const LETTERS_ONLY = /^\p{L}+$/u;

describe('accents at the top of an area', () => {
  it(
    'keeps an accented capital on the first line whole: the same strokes and height as lower down',
    async () => {
      for (const style of HANDWRITING_STYLES) {
        const font = await loadStrokeFont(style);
        const write = (text: string) => renderNote({ text, style, area, seed: 's', naturalness: 0 }, font);
        const line = 'Émile Ångström';
        const top = write(line);
        const lower = write(`Dear\n${line}`);
        const lowerLine = lower.strokes.slice(write('Dear').strokes.length);
        expect(lowerLine.length, style).toBe(top.strokes.length);
        const height = (strokes: readonly Polyline[]) => {
          const ys = strokes.flat().map((p) => p[1]);
          return Math.max(...ys) - Math.min(...ys);
        };
        expect(Math.abs(height(top.strokes) - height(lowerLine)), style).toBeLessThan(0.02);
        expect(Math.min(...top.strokes.flat().map((p) => p[1])), style).toBeGreaterThan(0);
      }
    },
    SLOW,
  );

  it(
    'leaves room above the first line for the accents it holds, at every naturalness',
    async () => {
      for (const style of HANDWRITING_STYLES) {
        for (const naturalness of [undefined, 1]) {
          const note = await render(style, 'Ángel, Émile and Ågot,\nthank you!', { naturalness });
          const ys = note.strokes.flat().map((p) => p[1]);
          // Flattened accents would sit on the area's edge (where the safety clamp puts a stray point).
          expect(Math.min(...ys), style).toBeGreaterThan(0.02);
          const plain = await render(style, 'Angel, Emile and Agot,\nthank you!', { naturalness });
          expect(Math.min(...ys), style).toBeGreaterThanOrEqual(0);
          expect(note.letterHeightMm).toBe(plain.letterHeightMm);
        }
      }
    },
    SLOW,
  );
});

describe('letter size', () => {
  it(
    'writes a note of few words at the style’s natural size, not the maximum',
    async () => {
      for (const style of HANDWRITING_STYLES) {
        const short = await render(style, 'Thanks, Sam!');
        expect(short.letterHeightMm, style).toBe(NATURAL_LETTER_HEIGHT_MM[style]);
        expect(short.letterHeightMm).toBeLessThan(MESSAGE_LETTER_HEIGHT_MM.max);
        expect(short.letterHeightMm).toBeGreaterThanOrEqual(4.2);
        expect(short.letterHeightMm).toBeLessThanOrEqual(5.2);
      }
    },
    SLOW,
  );
});

describe('line breaks', () => {
  const MESSAGE =
    'Congratulations on your extraordinarily successful neighbourhood association fundraiser, Bartholomew! ' +
    'Everyone was talking about it for weeks afterwards. The photographs are at ' +
    'https://www.maplestreetrealty.com/community/fundraiser-photos and you can write to ' +
    'dana.whitfield@maplestreetrealty.com for prints.';

  it(
    'breaks inside a word only at a syllable, with a hyphen written, and URLs only after / . or @',
    async () => {
      let hyphenated = 0;
      let urlBreaks = 0;
      for (const style of HANDWRITING_STYLES) {
        for (const width of [55, 70, 88]) {
          const note = await render(style, MESSAGE, { area: { width, height: 200 } });
          for (const end of lineEnds(MESSAGE, note.lines)) {
            if (!end.inToken) continue;
            const where = `${style} ${width}: "${end.line}"`;
            const last = end.line.replace(/-$/, '');
            if (isUrlOrEmail(end.token)) {
              urlBreaks++;
              expect(end.hyphen, where).toBe(false);
              // After / . @, or (last resort) inside a piece between them wider than a whole line.
              if (!['/', '.', '@'].includes(last.at(-1)!)) expect(end.line.includes(' '), where).toBe(false);
            } else {
              hyphenated++;
              expect(end.hyphen, where).toBe(true);
              const fragment = last.split(' ').at(-1)!;
              expect(LETTERS_ONLY.test(fragment), where).toBe(true);
              const offset = end.token.indexOf(fragment) + fragment.length;
              expect(syllableBreaks(end.token.replace(/[^\p{L}]+$/u, '')), where).toContain(offset);
            }
          }
        }
      }
      expect(hyphenated).toBeGreaterThan(0);
      expect(urlBreaks).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'writes the hyphen at a syllable break',
    async () => {
      const font = await loadStrokeFont('casual');
      const word = 'Supercalifragilisticexpialidocious';
      const write = (width: number) =>
        renderNote(
          { text: word, style: 'casual', area: { width, height: 80 }, seed: 'h', naturalness: 0 },
          font,
        );
      const whole = write(300);
      const broken = write(30);
      expect(whole.lines).toEqual([word]);
      expect(broken.lines.length).toBeGreaterThan(2);
      let at = 0;
      for (const line of broken.lines.slice(0, -1)) {
        expect(line.endsWith('-'), line).toBe(true);
        at += line.length - 1;
        expect(syllableBreaks(word)).toContain(at);
      }
      expect(broken.lines.map((l) => l.replace(/-$/, '')).join('')).toBe(word);
      const hyphenStrokes = font.glyphs.get('-')!.strokes.length;
      expect(broken.strokes.length).toBe(whole.strokes.length + (broken.lines.length - 1) * hyphenStrokes);
    },
    SLOW,
  );

  it(
    'never leaves a single word on the last line of a paragraph when the line above can give it one',
    async () => {
      const words =
        'thank you so much for choosing us and for the kind words you left about our team we hope to see you again soon with warm regards from everyone here'.split(
          ' ',
        );
      let checked = 0;
      for (const style of PUBLIC_HANDWRITING_STYLES) {
        for (let count = 12; count <= words.length; count += 3) {
          const text = words.slice(0, count).join(' ');
          for (const seed of ['a', 'b']) {
            const note = await render(style, text, { seed });
            if (note.lines.length < 2) continue;
            checked++;
            expect(
              note.lines.at(-1)!.split(' ').length,
              `${style} ${seed}: ${note.lines.join(' | ')}`,
            ).toBeGreaterThan(1);
          }
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
    SLOW,
  );
});

describe('ruled backs', () => {
  const rules = { firstBaselineMm: 9, pitchMm: 8.7 };
  // No descenders, so the lowest ink of a line is its baseline.
  const FLAT =
    'Thank me not. All of this was hard and the local team worked on it and we all had mere hours and it worked out.';

  it(
    'writes every line on a rule, at a size whose ascenders and descenders clear the next line',
    async () => {
      for (const style of HANDWRITING_STYLES) {
        for (const naturalness of [0, undefined]) {
          const note = await render(style, FLAT, { rules, naturalness });
          expect(note.overflow).toBe(false);
          expect(note.lines.length).toBeGreaterThan(2);
          // Where most strokes of a written line end at the bottom: its baseline, give or take the font's own
          // habit (some hands end strokes a little above it), which is the same on every line.
          const bottoms = note.strokes.map((st) => Math.max(...st.map((p) => p[1])));
          const offsets: number[] = [];
          for (let i = 0; i < note.lines.length; i++) {
            const rule = rules.firstBaselineMm + i * rules.pitchMm;
            const bins = new Map<number, number>();
            for (const y of bottoms) {
              const bin = Math.round((y - rule) * 5);
              if (Math.abs(y - rule) < rules.pitchMm / 2) bins.set(bin, (bins.get(bin) ?? 0) + 1);
            }
            offsets.push([...bins].sort((x, y) => y[1] - x[1])[0]![0] / 5);
          }
          const where = `${style} ${naturalness}: ${offsets.join(' ')}`;
          for (const offset of offsets) {
            expect(Math.abs(offset), where).toBeLessThanOrEqual(
              0.15 * note.letterHeightMm + (naturalness === 0 ? 0 : 0.8),
            );
            if (naturalness === 0) expect(Math.abs(offset - offsets[0]!), where).toBeLessThanOrEqual(0.21);
          }
        }
        const font = await loadStrokeFont(style);
        const reach = (font.ascender - font.descender) / font.capHeight;
        const note = await render(style, `${FLAT} Jumpy fog, quirky gyps.`, { rules });
        expect(note.letterHeightMm * reach, style).toBeLessThan(rules.pitchMm);
      }
    },
    SLOW,
  );

  it(
    'keeps the ink of one line clear of the next',
    async () => {
      const text =
        'Jolly good, Kathy! Typing quickly, big fluffy dogs jumped high. Puppy, flying kites, got quite happy.';
      for (const style of HANDWRITING_STYLES) {
        const note = await render(style, text, { rules });
        const lineOf = (s: Polyline) => {
          const ys = s.map((p) => p[1]).sort((a, b) => a - b);
          const mid = ys[ys.length >> 1]!;
          return Math.round((mid + 0.3 * note.letterHeightMm - rules.firstBaselineMm) / rules.pitchMm);
        };
        const byLine = new Map<number, Polyline[]>();
        for (const s of note.strokes) byLine.set(lineOf(s), [...(byLine.get(lineOf(s)) ?? []), s]);
        for (const [i, strokes] of byLine) {
          const next = byLine.get(i + 1);
          if (!next) continue;
          expect(inkDistance(strokes, next), `${style} lines ${i}/${i + 1}`).toBeGreaterThan(
            PEN_WIDTH_MM + 0.2,
          );
        }
      }
    },
    SLOW,
  );

  it(
    'overflows when the lines need more rules than the area holds',
    async () => {
      const note = await render('casual', FLAT.repeat(6), { rules });
      expect(note.overflow).toBe(true);
      for (const [, y] of note.strokes.flat()) expect(y).toBeLessThanOrEqual(area.height);
    },
    SLOW,
  );
});
