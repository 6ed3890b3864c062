import { describe, expect, it } from 'vitest';
import {
  ADDRESS_READ_AREA,
  backLayoutOf,
  backLayoutProblems,
  DEFAULT_BACK_LAYOUT,
  rectDistance,
  ruledBaselines,
  type TBackLayout,
} from './back-layout';
import { ZBackLayoutSchema } from './back-layout-schema';
import { ADDRESS_AREA, BARCODE_CLEAR_ZONE, MESSAGE_AREA, OCR_READ_AREA } from './stationery';

/** A small ruled layout: message left, address in the read area, a stamp box and one header. */
const RULED: TBackLayout = {
  printed: [
    { kind: 'header', rect: { x: 12, y: 8, width: 60, height: 9 } },
    { kind: 'stamp-box', rect: { x: 143, y: 8, width: 22, height: 26 } },
    { kind: 'rule', rect: { x: 12, y: 29.75, width: 80, height: 0.5 } },
    { kind: 'rule', rect: { x: 12, y: 37.75, width: 80, height: 0.5 } },
  ],
  message: { rect: { x: 12, y: 20, width: 80, height: 60 }, ruling: { firstBaselineMm: 10, pitchMm: 8 } },
  address: { rect: { x: 100, y: 60, width: 60, height: 40 }, ruling: null },
};

const moved = (layout: TBackLayout, change: (l: TBackLayout) => void): TBackLayout => {
  const copy = structuredClone(layout);
  change(copy);
  return copy;
};

describe('card back layouts', () => {
  it('the default layout is the stationery, its address inside the USPS OCR read area', () => {
    expect(backLayoutProblems(DEFAULT_BACK_LAYOUT)).toEqual([]);
    expect(DEFAULT_BACK_LAYOUT.message.rect).toEqual(MESSAGE_AREA);
    expect(DEFAULT_BACK_LAYOUT.address.rect).toEqual(ADDRESS_AREA);
    // 5/8 in to 2 3/4 in from the bottom, 1/2 in from the right edge, in the back's right half.
    expect(OCR_READ_AREA.y).toBeCloseTo(127 - 69.85, 6);
    expect(OCR_READ_AREA.y + OCR_READ_AREA.height).toBeCloseTo(127 - 15.875, 6);
    expect(ADDRESS_READ_AREA.x).toBeCloseTo(88.9, 6);
    expect(ADDRESS_READ_AREA.x + ADDRESS_READ_AREA.width).toBeCloseTo(177.8 - 12.7, 6);
    expect(ADDRESS_AREA.y).toBeGreaterThanOrEqual(OCR_READ_AREA.y);
    expect(ADDRESS_AREA.y + ADDRESS_AREA.height).toBeLessThanOrEqual(BARCODE_CLEAR_ZONE.y);
    expect(ZBackLayoutSchema.safeParse(DEFAULT_BACK_LAYOUT).success).toBe(true);
  });

  it('uses a two-sided template’s own layout, and the default for uploads and templates without one', () => {
    expect(backLayoutOf('template', { twoSided: true, backLayout: RULED })).toBe(RULED);
    expect(backLayoutOf('upload', { twoSided: true, backLayout: RULED })).toBe(DEFAULT_BACK_LAYOUT);
    expect(backLayoutOf('template', { twoSided: false, backLayout: RULED })).toBe(DEFAULT_BACK_LAYOUT);
    expect(backLayoutOf('template', { twoSided: true, backLayout: null })).toBe(DEFAULT_BACK_LAYOUT);
    expect(backLayoutOf('template', null)).toBe(DEFAULT_BACK_LAYOUT);
  });

  it('accepts a layout whose rules are its baselines, and lists the baselines inside the area', () => {
    expect(backLayoutProblems(RULED)).toEqual([]);
    expect(ruledBaselines(RULED.message)).toEqual([30, 38, 46, 54, 62, 70, 78]);
  });

  it('keeps the writing 1.5 mm from every printed element', () => {
    const close = moved(RULED, (l) => {
      l.printed[0]!.rect.height = 10.6; // the header now ends 1.4 mm above the message area
    });
    expect(rectDistance(close.printed[0]!.rect, close.message.rect)).toBeCloseTo(1.4, 6);
    expect(backLayoutProblems(close)).toEqual([
      'The message area must keep 1.5 mm from the header (1.4 mm).',
    ]);
    const stamp = moved(RULED, (l) => {
      l.address.rect = { x: 120, y: 30, width: 40, height: 40 };
    });
    expect(backLayoutProblems(stamp)).toContain(
      'The address area must keep 1.5 mm from the stamp box (0 mm).',
    );
  });

  it('refuses an address outside the OCR read area, writing in the barcode clear zone, rules off the baselines', () => {
    const high = moved(RULED, (l) => {
      l.address.rect.y = 50;
    });
    expect(backLayoutProblems(high)).toEqual([
      'The address area must lie in the USPS OCR read area: the right half, 5/8 to 2 3/4 in from the bottom, 1/2 in from the side.',
    ]);
    const low = moved(RULED, (l) => {
      l.message.rect.height = 100;
    });
    expect(backLayoutProblems(low)).toContain(
      'The message area must stay out of the barcode clear zone (bottom 5/8 in, right 4 3/4 in).',
    );
    const offRule = moved(RULED, (l) => {
      l.message.ruling = { firstBaselineMm: 12, pitchMm: 8 };
    });
    expect(backLayoutProblems(offRule)).toEqual([
      'The message area has a printed rule that is not one of its baselines: set its ruling.',
    ]);
    const unruled = moved(RULED, (l) => {
      l.message.ruling = null;
    });
    expect(backLayoutProblems(unruled)).toHaveLength(1);
    const tight = moved(RULED, (l) => {
      l.message.ruling = { firstBaselineMm: 10, pitchMm: 4 };
    });
    expect(backLayoutProblems(tight)).toContain("The message area's rule pitch must be 6–12 mm (4 mm).");
  });

  it('the schema applies the same rules, one issue each', () => {
    const result = ZBackLayoutSchema.safeParse(
      moved(RULED, (l) => {
        l.address.rect.y = 50;
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'The address area must lie in the USPS OCR read area: the right half, 5/8 to 2 3/4 in from the bottom, 1/2 in from the side.',
    ]);
    expect(
      ZBackLayoutSchema.safeParse({ ...RULED, printed: [{ kind: 'sticker', rect: RULED.message.rect }] })
        .success,
    ).toBe(false);
  });
});
