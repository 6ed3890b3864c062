import { describe, expect, it } from 'vitest';
import { MESSAGE_AREA, MESSAGE_LETTER_HEIGHT_MM } from '../stationery';
import { loadStrokeFont } from './load-font';
import { noteToSvg } from './note-svg';
import { renderNote } from './render-note';
import { seedFor } from './seed';
import { NATURAL_LETTER_HEIGHT_MM } from './style-metrics';
import { HANDWRITING_STYLES, type HandwritingStyle } from './styles';
import type { RenderedNote } from './types';

const MESSAGE =
  'Hi Lucía,\n\nThank you for choosing Maple Street Realty. It was a pleasure helping you find your new home, ' +
  'and I hope the move went smoothly. If you ever need anything at all, just give me a call.\n\nWarm regards,\nDana';
const area = { width: MESSAGE_AREA.width, height: MESSAGE_AREA.height };

async function render(style: HandwritingStyle, text: string, seed = seedFor('campaign-1', 'contact-1')) {
  return renderNote({ text, style, area, seed }, await loadStrokeFont(style));
}

function allPoints(note: RenderedNote) {
  return note.strokes.flat();
}

describe('renderNote', () => {
  it('renders the same note identically every time (the proof is what the robot writes)', async () => {
    const font = await loadStrokeFont('premium');
    const input = { text: MESSAGE, style: 'premium' as const, area, seed: seedFor('c', 'k') };
    expect(noteToSvg(renderNote(input, font))).toBe(noteToSvg(renderNote({ ...input }, font)));
  });

  it('writes the same words differently for two recipients', async () => {
    for (const style of HANDWRITING_STYLES) {
      const a = await render(style, MESSAGE, seedFor('campaign-1', 'contact-1'));
      const b = await render(style, MESSAGE, seedFor('campaign-1', 'contact-2'));
      // The same words (a word hyphenated at a line end for one recipient reads whole).
      const words = (note: RenderedNote) => note.lines.join('\n').replace(/-\n/g, '').replace(/\s+/g, ' ');
      expect(words(a)).toBe(words(b));
      expect(noteToSvg(a)).not.toBe(noteToSvg(b));
    }
  });

  it('writes without variation at naturalness 0, so two seeds give one note', async () => {
    const font = await loadStrokeFont('casual');
    const base = { text: MESSAGE, style: 'casual' as const, area, naturalness: 0 };
    expect(noteToSvg(renderNote({ ...base, seed: 'a' }, font))).toBe(
      noteToSvg(renderNote({ ...base, seed: 'b' }, font)),
    );
  });

  it('keeps every point inside the writing area, in every style, even at full naturalness', async () => {
    const long = `${MESSAGE} ${'Supercalifragilisticexpialidocious '.repeat(3)}${'jgqpy JGQPY '.repeat(20)}`;
    for (const style of HANDWRITING_STYLES) {
      const font = await loadStrokeFont(style);
      for (const seed of ['a', 'b', 'c']) {
        const note = renderNote({ text: long, style, area, seed, naturalness: 1 }, font);
        expect(note.strokes.length).toBeGreaterThan(100);
        const outside = allPoints(note).filter(
          ([x, y]) => !(x >= 0 && x <= area.width && y >= 0 && y <= area.height),
        );
        expect(outside).toEqual([]);
        // By layout, not by clamping: no point sits on the area's edge, where the renderer's last-resort
        // clamp would have put it.
        const onEdge = allPoints(note).filter(
          ([x, y]) => x <= 0 || y <= 0 || x >= Math.floor(area.width * 100) / 100 || y >= area.height - 0.01,
        );
        expect(onEdge, style).toEqual([]);
      }
    }
  });

  it('writes a short note at the style’s natural size, a longer text smaller', async () => {
    const short = await render('modern', 'Thanks, Sam!');
    const long = await render('modern', `${MESSAGE} ${MESSAGE.replace(/\n/g, ' ')}`);
    expect(short.letterHeightMm).toBe(NATURAL_LETTER_HEIGHT_MM.modern);
    expect(short.letterHeightMm).toBeLessThan(MESSAGE_LETTER_HEIGHT_MM.max);
    expect(long.letterHeightMm).toBeLessThan(short.letterHeightMm);
    expect(long.letterHeightMm).toBeGreaterThanOrEqual(MESSAGE_LETTER_HEIGHT_MM.min);
    expect(long.overflow).toBe(false);
  });

  it('reports overflow when the text does not fit even at the minimum letter size', async () => {
    const note = await render('professional', MESSAGE.repeat(8));
    expect(note.overflow).toBe(true);
    expect(note.letterHeightMm).toBe(MESSAGE_LETTER_HEIGHT_MM.min);
    for (const [, y] of allPoints(note)) expect(y).toBeLessThanOrEqual(area.height);
  });

  it('writes accented names without missing characters', async () => {
    const names =
      'Lucía Hernández, Zoë, François, José Muñoz, Ångström, Søren, Mañana, Gaëlle, Dvořák, Łukasz';
    for (const style of HANDWRITING_STYLES) {
      const note = await render(style, names);
      expect(note.missingCharacters).toEqual([]);
      expect(note.lines.join(' ')).toContain('Hernández');
    }
  });

  it('reports characters the pen cannot write (emoji, CJK) instead of dropping them silently', async () => {
    const note = await render('casual', 'Thank you! 🎉 See you soon 😊👍🏽 東京');
    expect(note.missingCharacters).toEqual(expect.arrayContaining(['🎉', '😊', '👍', '東', '京']));
    expect(note.lines.join('')).toContain('🎉');
  });

  it('keeps the typed line breaks, blank lines included', async () => {
    const note = await render('elegant', 'Dear Ana,\n\nSee you Friday.\r\nBest,\nDana');
    expect(note.lines).toEqual(['Dear Ana,', '', 'See you Friday.', 'Best,', 'Dana']);
  });

  it('wraps words, never splitting one that fits on a line', async () => {
    const note = await render('modern', MESSAGE);
    const words = new Set(MESSAGE.split(/\s+/));
    for (const line of note.lines)
      for (const word of line.split(' ').filter(Boolean)) expect(words).toContain(word);
  });

  it('gives each style its own strokes', async () => {
    const svgs = await Promise.all(
      HANDWRITING_STYLES.map(async (style) => noteToSvg(await render(style, MESSAGE))),
    );
    expect(new Set(svgs).size).toBe(HANDWRITING_STYLES.length);
  });
});
