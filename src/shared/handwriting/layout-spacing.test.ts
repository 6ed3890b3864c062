/** Spacing on the ink, checked on the strokes the pen draws: word gaps, punctuation and letters never fused. */
import { describe, expect, it } from 'vitest';
import { inkDistance } from '../../../tests/support/ink-distance';
import { loadStrokeFont } from './load-font';
import { PEN_WIDTH_MM } from './note-svg';
import { renderNote } from './render-note';
import { CONNECTED_STYLES } from './style-metrics';
import { HANDWRITING_STYLES, type HandwritingStyle } from './styles';
import type { Polyline } from './types';

/** Heavy tests (every style, many renders) on a shared machine. */
const SLOW = 120_000;

/** Wide enough that a test line is written on one line at the natural size. */
const WIDE = { width: 400, height: 60 };

/**
 * The strokes of each piece of a one-line text (pieces joined without separator give the text). The glyph
 * written for a character depends only on the characters before it, so the strokes of the first k pieces are
 * the first strokes of the whole line: counted by rendering each prefix alone at the line's letter size, with
 * each glyph stroke as its own pen-down (`joinStrokes: false`: the same ink, not joined or reordered).
 */
async function pieces(style: HandwritingStyle, parts: string[], seed: string, naturalness?: number) {
  const font = await loadStrokeFont(style);
  const base = { style, area: WIDE, seed, naturalness, joinStrokes: false };
  const whole = renderNote({ ...base, text: parts.join('') }, font);
  expect(whole.lines).toHaveLength(1);
  const fixed = { minLetterHeightMm: whole.letterHeightMm, maxLetterHeightMm: whole.letterHeightMm };
  const out: Polyline[][] = [];
  let from = 0;
  for (let k = 1; k <= parts.length; k++) {
    const to = renderNote({ ...base, ...fixed, text: parts.slice(0, k).join('') }, font).strokes.length;
    out.push(whole.strokes.slice(from, to));
    from = to;
  }
  return { note: whole, pieces: out, font };
}

describe('spacing on the ink', () => {
  const SENTENCES = [
    'find a way and I hope you find your new home',
    'Warm regards from all of us at the office',
    'just give me a call if you ever need anything',
    'Thank you for trusting us with your right move',
  ];

  it(
    'keeps word gaps within a human range of the letters’ body, never under 0.7 mm, in every style',
    async () => {
      for (const style of HANDWRITING_STYLES) {
        for (const [k, sentence] of SENTENCES.entries()) {
          const words = sentence.split(' ');
          const {
            note,
            pieces: ink,
            font,
          } = await pieces(
            style,
            words.map((w, i) => (i === 0 ? w : ` ${w}`)),
            `gap-${k}`,
          );
          const h = note.letterHeightMm;
          // The body is the x-height, or 0.55 cap height for scripts whose x-height is small (see INK_SPACING).
          const body = (Math.max(font.xHeight, 0.55 * font.capHeight) / font.capHeight) * h;
          for (let i = 0; i + 1 < words.length; i++) {
            const gap = inkDistance(ink[i]!, ink[i + 1]!);
            const where = `${style} "${words[i]} ${words[i + 1]}" ${gap.toFixed(2)} mm, ${(gap / body).toFixed(2)} body`;
            expect(gap, where).toBeGreaterThanOrEqual(0.7);
            expect(gap / body, where).toBeGreaterThanOrEqual(0.5);
            expect(gap / body, where).toBeLessThanOrEqual(1.0);
          }
        }
      }
    },
    SLOW,
  );

  it(
    'leaves a whole word gap, straight across, between a period or comma and the next word',
    async () => {
      const parts = [
        'me',
        '.',
        ' ',
        'We',
        ' ',
        'hope',
        ',',
        ' ',
        'Sam',
        '.',
        ' ',
        'Then',
        ' ',
        'joy',
        '.',
        ' ',
        'Call',
      ];
      for (const style of HANDWRITING_STYLES) {
        for (const seed of ['a', 'b', 'c']) {
          const { pieces: ink, note, font } = await pieces(style, parts, `mark-gap-${seed}`);
          const body = (Math.max(font.xHeight, 0.55 * font.capHeight) / font.capHeight) * note.letterHeightMm;
          const xs = (strokes: Polyline[]) => strokes.flat().map((p) => p[0]);
          for (let i = 2; i < parts.length; i++) {
            if (parts[i - 1] !== ' ' || !/^[.,]$/.test(parts[i - 2]!)) continue;
            // The low mark's right edge to the next word's leftmost ink at any height (a capital's bar included).
            const column = Math.min(...xs(ink[i]!)) - Math.max(...xs(ink[i - 2]!));
            expect(column / body, `${style} "${parts[i - 2]} ${parts[i]}" (${seed})`).toBeGreaterThanOrEqual(
              0.7,
            );
          }
        }
      }
    },
    SLOW,
  );

  it(
    'sets punctuation close to its word, as a person does',
    async () => {
      const parts = [...'Sam! Yes, fine. Why? don’t stop; go: “now”.'];
      for (const style of HANDWRITING_STYLES) {
        const { pieces: ink } = await pieces(style, parts, 'punct');
        for (let i = 1; i < parts.length; i++) {
          if (!/^[!,.?;:’”]$/.test(parts[i]!) || parts[i - 1] === ' ') continue;
          // Marks written high (’ ”) are close on the line, whatever the height of the letter before them.
          const high = /^[’”“]$/.test(parts[i]!) || /^[’”“]$/.test(parts[i - 1]!);
          const xs = (strokes: Polyline[]) => strokes.flat().map((p) => p[0]);
          const gap = inkDistance(ink[i - 1]!, ink[i]!);
          const along = high ? Math.min(...xs(ink[i]!)) - Math.max(...xs(ink[i - 1]!)) : gap;
          const where = `${style} "${parts[i - 1]}${parts[i]}" ${gap.toFixed(2)} mm (${along.toFixed(2)} along the line)`;
          expect(gap, where).toBeGreaterThan(PEN_WIDTH_MM);
          // At most about a quarter of a capital's height: after a letter leaning over it (a slanted s) the mark
          // sits after its top, a little further from its foot.
          expect(along, where).toBeLessThan(1.2);
        }
      }
    },
    SLOW,
  );

  it(
    'writes a comma or full stop after the ink of a letter reaching over it (r, f), never under it',
    async () => {
      const parts = [...'Dear Peter, for our, year. Sir, if.'];
      for (const style of HANDWRITING_STYLES) {
        for (const seed of ['under-1', 'under-2', 'under-3']) {
          const { pieces: ink } = await pieces(style, parts, seed);
          for (let i = 1; i < parts.length; i++) {
            if (!/^[,.]$/.test(parts[i]!)) continue;
            const xs = (strokes: Polyline[]) => strokes.flat().map((p) => p[0]);
            // Straight across: how far the mark's leftmost ink lies right of the letter's rightmost. A comma's
            // tail may reach back a little (and the pen's tremor moves either); tucked under an r it was 1.7–2.5 mm.
            const after = Math.min(...xs(ink[i]!)) - Math.max(...xs(ink[i - 1]!));
            const where = `${style} ${seed} "${parts[i - 1]}${parts[i]}" ${after.toFixed(2)} mm`;
            expect(after, where).toBeGreaterThan(-0.5);
            expect(after, where).toBeLessThan(1.1);
          }
        }
      }
    },
    SLOW,
  );

  it(
    'never fuses the letters of an unconnected hand',
    async () => {
      for (const style of HANDWRITING_STYLES.filter((s) => !CONNECTED_STYLES[s])) {
        for (const seed of ['a', 'b']) {
          const parts = [...'trusting right running firm Kristin'];
          const { pieces: ink } = await pieces(style, parts, seed);
          for (let i = 0; i + 1 < parts.length; i++) {
            if (parts[i] === ' ' || parts[i + 1] === ' ') continue;
            const gap = inkDistance(ink[i]!, ink[i + 1]!);
            const where = `${style} "${parts[i]}${parts[i + 1]}" ${gap.toFixed(2)} mm`;
            expect(gap, where).toBeGreaterThan(PEN_WIDTH_MM);
          }
        }
      }
    },
    SLOW,
  );
});
