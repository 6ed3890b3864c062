import { describe, expect, it } from 'vitest';
import { ADDRESS_AREA, ADDRESS_LETTER_HEIGHT_MM } from '../stationery';
import { renderAddressBlock } from './address-block';
import { loadStrokeFont } from './load-font';
import { HANDWRITING_STYLES } from './styles';
import type { RenderedNote } from './types';

/** Heavy tests (every style, many renders) on a shared machine. */
const SLOW = 120_000;

describe('renderAddressBlock', () => {
  it('writes each address line on its own line, inside the address block', async () => {
    for (const style of HANDWRITING_STYLES) {
      const lines = ['Zoë Hernández-Müller', '1234 Maple Street Apt 5', 'Springfield, IL 62704'];
      const note = renderAddressBlock({ lines, style, seed: 'c:k' }, await loadStrokeFont(style));
      expect(note.lines).toEqual(lines);
      expect(note.overflow).toBe(false);
      expect(note.missingCharacters).toEqual([]);
      expect(note.letterHeightMm).toBeLessThanOrEqual(ADDRESS_LETTER_HEIGHT_MM.max);
      for (const [x, y] of note.strokes.flat()) {
        expect(x).toBeLessThanOrEqual(ADDRESS_AREA.width);
        expect(y).toBeLessThanOrEqual(ADDRESS_AREA.height);
      }
    }
  }, 60_000); // loads every style's font (their shapes are derived at load) on a shared machine

  it('shrinks a long line rather than wrapping it, and wraps only when no size fits', async () => {
    const font = await loadStrokeFont('casual');
    const shrunk = renderAddressBlock(
      { lines: ['Bartholomew Fairweather', '1 Elm St'], style: 'casual', seed: 's' },
      font,
    );
    expect(shrunk.lines).toHaveLength(2);
    expect(shrunk.letterHeightMm).toBeLessThan(ADDRESS_LETTER_HEIGHT_MM.max);
    const wrapped = renderAddressBlock(
      {
        lines: ['The Extraordinarily Long Name Of A Family Trust Company Limited', '1 Elm St'],
        style: 'casual',
        seed: 's',
      },
      font,
    );
    expect(wrapped.lines.length).toBeGreaterThan(2);
  });
});

describe('address lines', () => {
  const inside = (note: RenderedNote) =>
    note.strokes
      .flat()
      .every(([x, y]) => x >= 0 && y >= 0 && x <= ADDRESS_AREA.width && y <= ADDRESS_AREA.height);

  it(
    'writes a long line smaller, down to the minimum, before wrapping it; a wrap leaves no word alone',
    async () => {
      for (const style of HANDWRITING_STYLES) {
        const font = await loadStrokeFont(style);
        const lines = [
          'Bartholomew Fairweather-Smithington III',
          '1234 Extraordinarily Long Boulevard Northwest Apt 1234',
          'Springfield, IL 62704',
        ];
        const note = renderAddressBlock({ lines, style, seed: 'c:k' }, font);
        expect(note.overflow).toBe(false);
        expect(note.letterHeightMm, style).toBe(ADDRESS_LETTER_HEIGHT_MM.min);
        expect(note.lines.length).toBeGreaterThan(3);
        for (const line of note.lines)
          expect(line.split(' ').length, `${style}: ${note.lines.join(' | ')}`).toBeGreaterThan(1);
        expect(note.lines.at(-1)).toBe('Springfield, IL 62704');
        expect(inside(note)).toBe(true);
      }
    },
    SLOW,
  );

  it(
    'keeps "City, ST ZIP" whole on the last line, written smaller when it must be',
    async () => {
      for (const style of HANDWRITING_STYLES) {
        const font = await loadStrokeFont(style);
        // Too long for the block at the minimum size in every style: written smaller, never wrapped.
        const city = 'Rancho Santa Margarita, CA 92688';
        const note = renderAddressBlock({ lines: ['Ann Lee', '1 Elm St', city], style, seed: 'c:k' }, font);
        expect(note.lines, style).toEqual(['Ann Lee', '1 Elm St', city]);
        expect(inside(note)).toBe(true);
      }
    },
    SLOW,
  );
});
