import { describe, expect, it } from 'vitest';
import { type BackArtworkSource, backArtworkOf } from './variant-back';

const template: BackArtworkSource = {
  twoSided: true,
  backPreview: '/api/catalog-files/main-back',
  backDownloadUrl: '/api/catalog-files/main-back-print',
  colorVariants: [
    { name: 'Navy' },
    {
      name: 'Forest',
      backPreview: '/api/catalog-files/forest-back',
      backDownloadUrl: '/api/catalog-files/forest-back-print',
    },
    { name: 'Burgundy', backPreview: '/api/catalog-files/burgundy-back' },
  ],
};

describe('the printed back of a card', () => {
  it("is the chosen variant's own back when the variant repaints it", () => {
    expect(backArtworkOf(template, 'Forest')).toEqual({
      preview: '/api/catalog-files/forest-back',
      print: '/api/catalog-files/forest-back-print',
    });
  });

  it("prints a variant's back from the back itself when it has no separate print file", () => {
    expect(backArtworkOf(template, 'Burgundy')).toEqual({
      preview: '/api/catalog-files/burgundy-back',
      print: '/api/catalog-files/burgundy-back',
    });
  });

  it("is the template's back for a variant without its own, no variant, or a variant that is gone", () => {
    const main = { preview: '/api/catalog-files/main-back', print: '/api/catalog-files/main-back-print' };
    expect(backArtworkOf(template, 'Navy')).toEqual(main);
    expect(backArtworkOf(template, null)).toEqual(main);
    expect(backArtworkOf(template, 'Teal')).toEqual(main);
  });

  it('is nothing for a single-sided design, whatever its variants hold', () => {
    expect(backArtworkOf({ ...template, twoSided: false }, 'Forest')).toEqual({ preview: null, print: null });
  });
});
