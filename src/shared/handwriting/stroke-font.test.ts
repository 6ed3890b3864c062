import { describe, expect, it } from 'vitest';
import { loadStrokeFont } from './load-font';
import { HANDWRITING_STYLES } from './styles';

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
