/** How wide a contact detail prints: the print fonts' character widths, so the builder and the print files agree. */
import type { TContactZone } from './card-zones';

/** Letter spacing the details print with, in card units. */
export const LETTER_SPACING = 0.5;

/**
 * Advance widths (1/1000 em) of the printable ASCII characters, from the AFM metrics of the standard PDF fonts
 * the print files use (Helvetica for sans, Times for serif). The builder's preview draws with Helvetica/Arial,
 * whose widths are the same.
 */
const WIDTHS = {
  sans: [
    278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
    500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
    556, 222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  serif: [
    250, 333, 408, 500, 500, 833, 778, 333, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500,
    500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333,
    389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333, 278, 333, 469,
    500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389,
    278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541,
  ],
} as const;

/** Accented and other non-ASCII letters: as wide as the widest lowercase letters, so they never overflow. */
const OTHER_WIDTH = { sans: 722, serif: 722 } as const;

/** Headroom for fonts a browser substitutes (Helvetica Neue runs a little wider than Helvetica). */
const SAFETY = 1.04;

/** The printed width of `text` at `fontSize`, in card units (letter spacing included). */
export function textWidth(
  text: string,
  fontSize: number,
  family: TContactZone['fontFamily'] = 'sans',
): number {
  let units = 0;
  let count = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code < 127 ? WIDTHS[family][code - 32]! : OTHER_WIDTH[family];
    count += 1;
  }
  return ((units / 1000) * fontSize + count * LETTER_SPACING) * SAFETY;
}
