import { describe, expect, it } from 'vitest';
import { ADDRESS_AREA, ADDRESS_LETTER_HEIGHT_MM } from '../stationery';
import { renderAddressBlock } from './address-block';
import { loadStrokeFont } from './load-font';
import { HANDWRITING_STYLES } from './styles';

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
